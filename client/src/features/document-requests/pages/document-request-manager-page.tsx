import { DOCUMENT_REQUEST_STATUSES, requestStatusName, type Locale } from '@barangay-portal/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type {
  DocumentRequestSortField, DocumentRequestStatus, DocumentRequestsQuery as DocumentRequestsData,
} from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  Button, choiceFilter, ManagerScreen, RequestStatusBadge, SpreadsheetExportButtons, StatusBadge, useManagerScreen, useRequestStatusLabel,
  type TableColumn,
} from '../../../ui';
import { DocumentRequestsQuery } from '../api/document-requests.graphql';
import { CounterRequestModal } from '../components/counter-request-modal';
import { ReviewModal } from '../components/review-modal';
import { documentRequestsMessages, type DocumentRequestsTranslate } from '../messages';
import { statusChangedMessage, statusOptions, waitingText } from '../request-status';

type RequestRow = DocumentRequestsData['documentRequests']['items'][number];

/** The list as a spreadsheet, with the search and status on screen (GET /api/document-requests/export.csv|xlsx). */
const EXPORT_PATH = '/api/document-requests/export';

/** Admin document requests 10 per page (docs/rules/documents.md#admin-requests-screen). */
const PAGE_SIZE = 10;

const STATUSES = DOCUMENT_REQUEST_STATUSES.map(requestStatusName);
// The filter's values only: the address may name these.
const FILTERS = [choiceFilter('status', STATUSES.map((value) => ({ value, label: value })))];

const StyledWaiting = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const columnsOf = (t: DocumentRequestsTranslate, locale: Locale): TableColumn<RequestRow, DocumentRequestSortField>[] => [
  { key: 'referenceNumber', header: t('columns.reference') },
  { key: 'documentTypeName', header: t('columns.documentType'), sortable: true, sortKey: 'DOCUMENT_TYPE' },
  {
    key: 'requestor', header: t('columns.requestor'), sortable: true, sortKey: 'REQUESTOR',
    render: (row) => (row.takenAtCounter
      ? <>{row.requestor} <StatusBadge tone="blue">{t('counter.takenAtCounter')}</StatusBadge></>
      : row.requestor),
  },
  {
    key: 'requestedAt', header: t('columns.requestedAt'), sortable: true, sortKey: 'REQUESTED_AT', width: 'date',
    render: (row) => formatDate(isoText(row.requestedAt), '', locale),
  },
  {
    key: 'status', header: t('columns.status'), sortable: true, sortKey: 'STATUS', width: 'status',
    render: (row) => <RequestStatusBadge status={row.status} />,
  },
  {
    // How long an open request has waited, and whether it passed its type's target (docs/rules/documents.md#processing-time).
    key: 'waiting', header: t('columns.waiting'),
    render: (row) => (
      <StyledWaiting>
        {waitingText(t, row.waitingWorkingDays)}
        {row.overdue && <StatusBadge tone="red">{t('overdue')}</StatusBadge>}
      </StyledWaiting>
    ),
  },
];

/** Document Requests (admin, docs/rules/documents.md#admin-requests-screen). Default export: the router loads it lazily. */
export default function DocumentRequestManagerPage() {
  const t = useMessages(documentRequestsMessages);
  const statusLabel = useRequestStatusLabel();
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const screen = useManagerScreen({
    query: DocumentRequestsQuery,
    list: (data) => data.documentRequests,
    pageSize: PAGE_SIZE,
    columns,
    initialSort: { sortBy: 'REQUESTED_AT', sortDirection: 'DESC' },
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: t('fetchFailed') },
    // A status change shows its message; a request found gone shows nothing (docs/rules/common.md#not-found-ignored).
    savedText: (status: DocumentRequestStatus | null) => (status ? statusChangedMessage(t, statusLabel, status) : undefined),
  });
  // Walk-in service: every reviewer may take a request at the counter (the same permission, REVIEW_DOCUMENT_REQUESTS).
  const [atCounter, setAtCounter] = useState(false);
  return (
    <>
      <ManagerScreen
        screen={screen}
        title={t('manager.title')}
        listTitle={t('manager.listTitle')}
        search={{ label: t('manager.searchLabel'), placeholder: t('manager.searchPlaceholder') }}
        filters={[{ name: 'status', label: t('manager.statusFilter'), options: statusOptions(statusLabel, STATUSES) }]}
        openButton={{ text: t('manager.review'), name: (row) => t('manager.reviewRow', { id: row.id, requestor: row.requestor }) }}
        actionsWidth="narrow"
        caption={t('manager.caption')}
        emptyMessage={t('manager.empty')}
        loadingText={t('manager.loading')}
        paginationLabel={t('manager.pagination')}
        toolbarExtras={(
          <>
            <SpreadsheetExportButtons
              path={EXPORT_PATH}
              filters={screen.listFilters}
              records={t('manager.exportRecords')}
              onFailure={(message) => screen.showNotice('error', message)}
            />
            <Button onClick={() => setAtCounter(true)}>{t('counter.title')}</Button>
          </>
        )}
        renderForm={({ record, onClose, onSaved }) => (
          <ReviewModal requestId={record?.id ?? null} onClose={onClose} onChanged={onSaved} />
        )}
      />
      <CounterRequestModal open={atCounter} onClose={() => setAtCounter(false)} onSubmitted={screen.reload} />
    </>
  );
}
