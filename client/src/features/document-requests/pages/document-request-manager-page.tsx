import { DOCUMENT_REQUEST_STATUSES, requestStatusName } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type {
  DocumentRequestSortField, DocumentRequestStatus, DocumentRequestsQuery as DocumentRequestsData,
} from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import {
  Button, choiceFilter, ManagerScreen, RequestStatusBadge, requestStatusLabel, SpreadsheetExportButtons, StatusBadge, useManagerScreen,
  type TableColumn,
} from '../../../ui';
import { DocumentRequestsQuery } from '../api/document-requests.graphql';
import { CounterRequestModal } from '../components/counter-request-modal';
import { ReviewModal } from '../components/review-modal';
import { COUNTER_TEXTS } from '../counter-texts';
import { REQUEST_MESSAGES, statusChangedMessage, waitingText } from '../request-status';

type RequestRow = DocumentRequestsData['documentRequests']['items'][number];

/** The list as a spreadsheet, with the search and status on screen (GET /api/document-requests/export.csv|xlsx). */
const EXPORT_PATH = '/api/document-requests/export';

/** Admin document requests 10 per page (docs/rules/documents.md#admin-requests-screen). */
const PAGE_SIZE = 10;

const STATUS_FILTER_OPTIONS = DOCUMENT_REQUEST_STATUSES.map(requestStatusName)
  .map((value) => ({ value, label: requestStatusLabel(value) }));
const FILTERS = [choiceFilter('status', STATUS_FILTER_OPTIONS)];

const StyledWaiting = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const COLUMNS: TableColumn<RequestRow, DocumentRequestSortField>[] = [
  { key: 'referenceNumber', header: 'Reference' },
  { key: 'documentTypeName', header: 'Document Type', sortable: true, sortKey: 'DOCUMENT_TYPE' },
  {
    key: 'requestor', header: 'Requestor', sortable: true, sortKey: 'REQUESTOR',
    render: (row) => (row.takenAtCounter ? <>{row.requestor} <StatusBadge tone="blue">{COUNTER_TEXTS.takenAtCounter}</StatusBadge></> : row.requestor),
  },
  {
    key: 'requestedAt', header: 'Requested At', sortable: true, sortKey: 'REQUESTED_AT', width: 'date',
    render: (row) => formatDate(isoText(row.requestedAt)),
  },
  {
    key: 'status', header: 'Status', sortable: true, sortKey: 'STATUS', width: 'status',
    render: (row) => <RequestStatusBadge status={row.status} />,
  },
  {
    // How long an open request has waited, and whether it passed its type's target (docs/rules/documents.md#processing-time).
    key: 'waiting', header: 'Waiting',
    render: (row) => (
      <StyledWaiting>
        {waitingText(row.waitingWorkingDays)}
        {row.overdue && <StatusBadge tone="red">Overdue</StatusBadge>}
      </StyledWaiting>
    ),
  },
];

/** Document Requests (admin, docs/rules/documents.md#admin-requests-screen). Default export: the router loads it lazily. */
export default function DocumentRequestManagerPage() {
  const screen = useManagerScreen({
    query: DocumentRequestsQuery,
    list: (data) => data.documentRequests,
    pageSize: PAGE_SIZE,
    columns: COLUMNS,
    initialSort: { sortBy: 'REQUESTED_AT', sortDirection: 'DESC' },
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: REQUEST_MESSAGES.fetchFailed },
    // A status change shows its message; a request found gone shows nothing (docs/rules/common.md#not-found-ignored).
    savedText: (status: DocumentRequestStatus | null) => (status ? statusChangedMessage(status) : undefined),
  });
  // Walk-in service: every reviewer may take a request at the counter (the same permission, REVIEW_DOCUMENT_REQUESTS).
  const [atCounter, setAtCounter] = useState(false);
  return (
    <>
      <ManagerScreen
        screen={screen}
        title="Document Requests"
        listTitle="Requests"
        search={{ label: 'Search requests', placeholder: 'Search by reference number, requester or document type' }}
        filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS }]}
        openButton={{ text: 'Review', name: (row) => `Review request ${row.id} of ${row.requestor}` }}
        actionsWidth="narrow"
        caption="Document requests"
        emptyMessage="No document requests found."
        loadingText="Loading document requests..."
        paginationLabel="Document requests pages"
        toolbarExtras={(
          <>
            <SpreadsheetExportButtons
              path={EXPORT_PATH} filters={screen.listFilters} records="document requests" onFailure={(message) => screen.showNotice('error', message)}
            />
            <Button onClick={() => setAtCounter(true)}>{COUNTER_TEXTS.open}</Button>
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
