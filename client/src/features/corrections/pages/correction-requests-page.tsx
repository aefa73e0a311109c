import { useMutation, useQuery } from '@apollo/client/react';
import { CORRECTION_STATUS_LABELS, type CorrectionRequestStatusName } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { ActionGroup, Banner, Button, Card, CardIntro, ConfirmDialog, type Notice, NoticeBanner, Page, Pagination, SelectField, type SelectOption, Table, type TableColumn, TextCell, useNotice, useTableState } from '../../../ui';
import { ApproveCorrectionRequestMutation, CorrectionRequestsQuery } from '../api/corrections.graphql';
import { correctionColumns } from '../components/correction-columns';
import { RejectCorrectionModal } from '../components/reject-correction-modal';
import { CORRECTION_TEXTS, CORRECTIONS_PAGE_SIZE, detailLabel, shownValue } from '../correction-texts';
import type { StaffCorrection } from '../staff-correction';

const STATUS_OPTIONS: readonly SelectOption[] = (Object.keys(CORRECTION_STATUS_LABELS) as CorrectionRequestStatusName[])
  .map((status) => ({ value: status, label: CORRECTION_STATUS_LABELS[status] }));

const StyledFilter = styled.div`
  max-width: ${({ theme }) => theme.sizes.galleryCardMinWidth};
`;

const [FIELD, CHANGE, STATUS, ASKED_ON] = correctionColumns<StaffCorrection>();

/** "Amihan Reyes's Last name": which request a row's buttons act on, for those who hear the buttons' names. */
const whose = (row: StaffCorrection): string => `${row.residentName}'s ${detailLabel(row.field)}`;

const approveQuestion = (row: StaffCorrection): string =>
  CORRECTION_TEXTS.approveQuestion(row.residentName, detailLabel(row.field), shownValue(row.field, row.requestedValue));

/**
 * Correction Requests (docs/architecture.md#privacy-corrections): the barangay's residents' requests to correct a detail
 * of their profile, waiting ones first, for staff with MANAGE_PRIVACY to approve (the profile changes) or reject with a
 * reason. Default export: the router loads it lazily.
 */
export default function CorrectionRequestsPage() {
  const [status, setStatus] = useState<CorrectionRequestStatusName | ''>('');
  const paging = useTableState({ pageSize: CORRECTIONS_PAGE_SIZE });
  const { notice, show, clear } = useNotice();
  const { data, previousData, loading, error, refetch } = useQuery(CorrectionRequestsQuery, {
    variables: { page: paging.page, pageSize: CORRECTIONS_PAGE_SIZE, status: status === '' ? null : status },
    fetchPolicy: 'network-only',
  });
  const [approving, setApproving] = useState<StaffCorrection | null>(null);
  const [rejecting, setRejecting] = useState<StaffCorrection | null>(null);
  const [approve] = useMutation(ApproveCorrectionRequestMutation);
  const shown = (data ?? previousData)?.correctionRequests;
  const page = paging.clampToPageCount(data?.correctionRequests.total);

  const outcome = (variant: Notice['variant'], text: string) => {
    show(variant, text);
    void refetch();
  };

  const confirmApproval = async () => {
    if (!approving) return;
    const { residentName, field } = approving;
    try {
      await approve({ variables: { id: approving.id } });
      outcome('success', CORRECTION_TEXTS.approved(residentName, detailLabel(field)));
    } catch (caught) {
      outcome('error', graphqlErrorInfo(caught).message ?? CORRECTION_TEXTS.approveFailed);
    }
    setApproving(null);
  };

  const columns: TableColumn<StaffCorrection>[] = [
    { key: 'residentName', header: CORRECTION_TEXTS.resident, render: (row) => <TextCell>{row.residentName}</TextCell> },
    FIELD,
    CHANGE,
    { key: 'reason', header: CORRECTION_TEXTS.reason, render: (row) => <TextCell>{row.reason}</TextCell> },
    ASKED_ON,
    STATUS,
    {
      key: 'actions', header: CORRECTION_TEXTS.actions, width: 'actions',
      render: (row) => row.status === 'PENDING' && (
        <ActionGroup>
          <Button aria-label={`${CORRECTION_TEXTS.approve} ${whose(row)}`} onClick={() => setApproving(row)}>{CORRECTION_TEXTS.approve}</Button>
          <Button variant="danger" aria-label={`${CORRECTION_TEXTS.reject} ${whose(row)}`} onClick={() => setRejecting(row)}>
            {CORRECTION_TEXTS.reject}
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title={CORRECTION_TEXTS.pageTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {error && <Banner variant="error">{CORRECTION_TEXTS.listLoadFailed}</Banner>}
      <Card title={CORRECTION_TEXTS.listTitle}>
        <CardIntro>{CORRECTION_TEXTS.pageIntro}</CardIntro>
        <StyledFilter>
          <SelectField
            label={CORRECTION_TEXTS.statusFilter}
            placeholder={CORRECTION_TEXTS.allStatuses}
            options={STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              setStatus(value as CorrectionRequestStatusName | '');
              paging.resetPage();
            }}
          />
        </StyledFilter>
        <Table
          caption={CORRECTION_TEXTS.caption}
          captionHidden
          columns={columns}
          rows={shown?.items ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={CORRECTION_TEXTS.empty}
          loading={loading}
          loadingText={CORRECTION_TEXTS.loading}
        />
        <Pagination page={page} pageCount={paging.pageCountFor(shown?.total ?? 0)} onPageChange={paging.setPage} label={CORRECTION_TEXTS.pages} />
      </Card>
      <ConfirmDialog
        open={approving !== null}
        title={CORRECTION_TEXTS.approveTitle}
        message={approving ? approveQuestion(approving) : ''}
        confirmLabel={CORRECTION_TEXTS.approve}
        cancelLabel={CORRECTION_TEXTS.notNow}
        onConfirm={confirmApproval}
        onCancel={() => setApproving(null)}
      />
      <RejectCorrectionModal
        request={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(request) => {
          setRejecting(null);
          outcome('success', CORRECTION_TEXTS.rejected(request.residentName, detailLabel(request.field)));
        }}
        onRefused={(text) => {
          setRejecting(null);
          outcome('error', text);
        }}
      />
    </Page>
  );
}
