import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DocumentRequestSortField, DocumentRequestsQuery as DocumentRequestsData } from '../../../gql/graphql';
import {
  ActionGroup, Banner, Button, Card, ConfirmDialog, NoticeBanner, Page, Pagination, RequestStatusBadge, Table, type TableColumn, Toolbar, useNotice,
  useTableState,
} from '../../../ui';
import {
  ChangeDocumentRequestStatusMutation, DocumentRequestsQuery, RequestDocumentOptionsQuery,
} from '../api/document-requests.graphql';
import { CertificateDownloadButton } from '../components/certificate-download-button';
import { RequestDetailsModal } from '../components/request-details-modal';
import { DOCUMENT_TYPE_OPTIONS_PAGE_SIZE, RequestDocumentModal } from '../components/request-document-modal';
import { isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useScreenLinks } from '../../../lib/screen-links';
import { useVerificationTokenSync } from '../../../lib/use-verification-token-sync';
import { documentRequestsMessages } from '../messages';

type RequestRow = DocumentRequestsData['documentRequests']['items'][number];
/** A resident's requests 5 per page (docs/rules/documents.md#resident-requests-screen). */
const PAGE_SIZE = 5;

/**
 * The resident's own document requests (docs/rules/documents.md#resident-requests-screen); `children` (what the app adds from
 * other features) comes below them. Default export: the router loads it lazily.
 */
export default function ResidentDocumentRequestsPage({ children }: { children?: ReactNode }) {
  const t = useMessages(documentRequestsMessages);
  const { date } = useDateFormat();
  const table = useTableState<DocumentRequestSortField>({
    pageSize: PAGE_SIZE,
    initialSort: { sortBy: 'REQUESTED_AT', sortDirection: 'DESC' },
  });
  const { notice, show, clear } = useNotice();
  const { residentProfile } = useScreenLinks();
  const [requestOpen, setRequestOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [canceling, setCanceling] = useState<RequestRow | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(DocumentRequestsQuery, {
    variables: {
      sortBy: table.sortBy ?? 'REQUESTED_AT',
      sortDirection: table.sortDirection,
      page: table.page,
      pageSize: table.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  // The verification as the server knows it (the token may predate an approval).
  const { data: options, refetch: refetchOptions } = useQuery(RequestDocumentOptionsQuery, {
    variables: { pageSize: DOCUMENT_TYPE_OPTIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [changeStatus, { loading: cancelingNow }] = useMutation(ChangeDocumentRequestStatusMutation);
  const status = options?.me.idVerificationStatus;
  useVerificationTokenSync(status);

  const requests = data?.documentRequests ?? previousData?.documentRequests;
  const page = table.clampToPageCount(requests?.total);

  const refresh = () => {
    void refetch();
    void refetchOptions();
  };

  const confirmCancel = async () => {
    if (!canceling) return;
    try {
      await changeStatus({ variables: { id: canceling.id, status: 'CANCELED' } });
      show('success', t('canceled'));
    } catch (caught) {
      show('error', graphqlErrorInfo(caught).message ?? t('resident.cancelFailed'));
    }
    setCanceling(null);
    refresh();
  };

  const columns: TableColumn<RequestRow, DocumentRequestSortField>[] = [
    { key: 'referenceNumber', header: t('columns.reference') },
    { key: 'documentTypeName', header: t('columns.documentType'), sortable: true, sortKey: 'DOCUMENT_TYPE' },
    {
      key: 'requestedAt', header: t('columns.requestedAt'), sortable: true, sortKey: 'REQUESTED_AT', width: 'date',
      render: (row) => date(isoText(row.requestedAt)),
    },
    {
      key: 'status', header: t('columns.status'), sortable: true, sortKey: 'STATUS', width: 'status',
      render: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      key: 'actions', header: t('columns.actions'), width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={t('resident.viewRow', { documentType: row.documentTypeName, id: row.id })}
            onClick={() => setDetailsId(row.id)}
          >
            {t('resident.view')}
          </Button>
          {/* Cancel (docs/rules/documents.md#request-cancel): only a pending request can be canceled; the server lists the moves this resident may make. */}
          {row.allowedNextStatuses.includes('CANCELED') && (
            <Button
              variant="danger"
              aria-label={t('resident.cancelRow', { documentType: row.documentTypeName, id: row.id })}
              onClick={() => setCanceling(row)}
            >
              {t('resident.cancel')}
            </Button>
          )}
          {/* The certificate of a request ready for pickup or released (absent once revoked). */}
          {row.certificateUrl && (
            <CertificateDownloadButton
              requestId={row.id}
              ariaLabel={t('certificate.downloadOf', { referenceNumber: row.referenceNumber })}
              onFailure={(text) => {
                show('error', text);
                void refetch();
              }}
            />
          )}
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title={t('resident.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {status && status !== 'APPROVED' && (
        <Banner variant="warning">
          {t('notVerified')}{' '}
          <Link to={residentProfile}>{t('goToProfile')}</Link>
        </Banner>
      )}
      {error && <Banner variant="error">{t('resident.loadFailed')}</Banner>}
      <Card title={t('resident.listTitle')}>
        <Toolbar>
          <Button onClick={() => setRequestOpen(true)}>{t('resident.requestDocument')}</Button>
        </Toolbar>
        <Table
          caption={t('resident.caption')}
          captionHidden
          columns={columns}
          rows={requests?.items ?? []}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={t('resident.empty')}
          loading={loading}
          loadingText={t('resident.loading')}
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(requests?.total ?? 0)}
          onPageChange={table.setPage}
          label={t('resident.pagination')}
        />
      </Card>
      {children}
      <RequestDocumentModal
        open={requestOpen}
        onClose={() => {
          setRequestOpen(false);
          void refetchOptions();
        }}
        onSubmitted={() => {
          show('success', t('submitted'));
          table.resetPage();
          refresh();
        }}
      />
      <RequestDetailsModal requestId={detailsId} onClose={() => setDetailsId(null)} />
      <ConfirmDialog
        open={canceling !== null}
        title={t('resident.cancelTitle')}
        message={canceling ? t('resident.cancelQuestion', { documentType: canceling.documentTypeName }) : ''}
        confirmLabel={t('resident.cancelTitle')}
        cancelLabel={t('resident.keepRequest')}
        tone="danger"
        busy={cancelingNow}
        onConfirm={confirmCancel}
        onCancel={() => setCanceling(null)}
      />
    </Page>
  );
}
