import { useMutation, useQuery } from '@apollo/client/react';
import type { ErasureRequestStatusName } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { ActionGroup, Banner, Button, Card, CardIntro, ConfirmDialog, type Notice, NoticeBanner, Page, Pagination, SelectField, type SelectOption, StatusBadge, Table, type TableColumn, TextCell, useNotice, useTableState } from '../../../ui';
import { ErasureRequestsQuery, ProcessErasureRequestMutation } from '../api/erasure.graphql';
import { ErasurePlanModal } from '../components/erasure-plan-modal';
import { RefuseErasureModal } from '../components/refuse-erasure-modal';
import { ERASURE_REQUESTS_PAGE_SIZE, ERASURE_STATUS_LABELS, ERASURE_STATUS_TONES, ERASURE_TEXTS } from '../erasure-texts';
import type { StaffErasureRequest } from '../staff-erasure-request';

const STATUS_OPTIONS: readonly SelectOption[] = (Object.keys(ERASURE_STATUS_LABELS) as ErasureRequestStatusName[])
  .map((status) => ({ value: status, label: ERASURE_STATUS_LABELS[status] }));

const StyledFilter = styled.div`
  max-width: ${({ theme }) => theme.sizes.galleryCardMinWidth};
`;

/**
 * Erasure Requests (docs/architecture.md#privacy-erasure): the barangay's residents' requests to erase their personal
 * data, waiting ones first, each with its plan, for staff with MANAGE_PRIVACY to erase (after a confirmation that it
 * cannot be undone) or refuse with a reason. Default export: the router loads it lazily.
 */
export default function ErasureRequestsPage() {
  const [status, setStatus] = useState<ErasureRequestStatusName | ''>('');
  const paging = useTableState({ pageSize: ERASURE_REQUESTS_PAGE_SIZE });
  const { notice, show, clear } = useNotice();
  const { data, previousData, loading, error, refetch } = useQuery(ErasureRequestsQuery, {
    variables: { page: paging.page, pageSize: ERASURE_REQUESTS_PAGE_SIZE, status: status === '' ? null : status },
    fetchPolicy: 'network-only',
  });
  const [viewing, setViewing] = useState<StaffErasureRequest | null>(null);
  const [erasing, setErasing] = useState<StaffErasureRequest | null>(null);
  const [refusing, setRefusing] = useState<StaffErasureRequest | null>(null);
  const [process] = useMutation(ProcessErasureRequestMutation);
  const shown = (data ?? previousData)?.erasureRequests;
  const page = paging.clampToPageCount(data?.erasureRequests.total);

  const outcome = (variant: Notice['variant'], text: string) => {
    show(variant, text);
    void refetch();
  };

  const confirmErasure = async () => {
    if (!erasing) return;
    try {
      await process({ variables: { id: erasing.id } });
      outcome('success', ERASURE_TEXTS.erased(erasing.residentName));
    } catch (caught) {
      outcome('error', graphqlErrorInfo(caught).message ?? ERASURE_TEXTS.eraseFailed);
    }
    setErasing(null);
  };

  const columns: TableColumn<StaffErasureRequest>[] = [
    { key: 'residentName', header: ERASURE_TEXTS.resident, render: (row) => <TextCell>{row.residentName}</TextCell> },
    { key: 'reason', header: ERASURE_TEXTS.residentReason, render: (row) => <TextCell>{row.reason ?? ERASURE_TEXTS.noReason}</TextCell> },
    { key: 'requestedAt', header: ERASURE_TEXTS.askedOn, width: 'date', render: (row) => formatDate(isoText(row.requestedAt)) },
    {
      key: 'status', header: ERASURE_TEXTS.status, width: 'status',
      render: (row) => <StatusBadge tone={ERASURE_STATUS_TONES[row.status]}>{ERASURE_STATUS_LABELS[row.status]}</StatusBadge>,
    },
    {
      key: 'decision', header: ERASURE_TEXTS.decidedBy,
      render: (row) => <TextCell>{[row.decidedBy, row.refusalReason].filter(Boolean).join(': ') || '—'}</TextCell>,
    },
    {
      key: 'actions', header: ERASURE_TEXTS.actions, width: 'actions',
      render: (row) => (
        <ActionGroup>
          {(row.plan || row.held.length > 0) && (
            <Button variant="secondary" aria-label={`${ERASURE_TEXTS.showPlan}: ${row.residentName}`} onClick={() => setViewing(row)}>
              {ERASURE_TEXTS.showPlan}
            </Button>
          )}
          {row.status === 'PENDING' && (
            <>
              <Button variant="danger" aria-label={`${ERASURE_TEXTS.erase} ${row.residentName}'s data`} onClick={() => setErasing(row)}>
                {ERASURE_TEXTS.erase}
              </Button>
              <Button variant="secondary" aria-label={`${ERASURE_TEXTS.refuse} ${row.residentName}'s request`} onClick={() => setRefusing(row)}>
                {ERASURE_TEXTS.refuse}
              </Button>
            </>
          )}
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title={ERASURE_TEXTS.pageTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {error && <Banner variant="error">{ERASURE_TEXTS.listLoadFailed}</Banner>}
      <Card title={ERASURE_TEXTS.listTitle}>
        <CardIntro>{ERASURE_TEXTS.pageIntro}</CardIntro>
        <StyledFilter>
          <SelectField
            label={ERASURE_TEXTS.statusFilter}
            placeholder={ERASURE_TEXTS.allStatuses}
            options={STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              setStatus(value as ErasureRequestStatusName | '');
              paging.resetPage();
            }}
          />
        </StyledFilter>
        <Table
          caption={ERASURE_TEXTS.caption}
          captionHidden
          columns={columns}
          rows={shown?.items ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={ERASURE_TEXTS.empty}
          loading={loading}
          loadingText={ERASURE_TEXTS.loading}
        />
        <Pagination page={page} pageCount={paging.pageCountFor(shown?.total ?? 0)} onPageChange={paging.setPage} label={ERASURE_TEXTS.pages} />
      </Card>
      <ErasurePlanModal request={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={erasing !== null}
        title={ERASURE_TEXTS.eraseTitle}
        message={erasing ? ERASURE_TEXTS.eraseQuestion(erasing.residentName) : ''}
        confirmLabel={ERASURE_TEXTS.erase}
        cancelLabel={ERASURE_TEXTS.notNow}
        tone="danger"
        busyLabel={ERASURE_TEXTS.erasing}
        onConfirm={confirmErasure}
        onCancel={() => setErasing(null)}
      />
      <RefuseErasureModal
        request={refusing}
        onClose={() => setRefusing(null)}
        onRefused={(request) => {
          setRefusing(null);
          outcome('success', ERASURE_TEXTS.refused(request.residentName));
        }}
        onFailed={(text) => {
          setRefusing(null);
          outcome('error', text);
        }}
      />
    </Page>
  );
}
