import { useQuery } from '@apollo/client/react';
import { DOCUMENT_REQUEST_STATUSES, ErrorCode, requestStatusName } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type {
  DocumentRequestSortField, DocumentRequestStatus, DocumentRequestsQuery as DocumentRequestsData,
} from '../../../gql/graphql';
import {
  BANNER_DISMISS_MS, Banner, Button, Card, Page, Pagination, SearchBox, SelectField, StatusBadge, Table, requestStatusLabel,
  useDebouncedValue, useTableState, type TableColumn,
} from '../../../ui';
import { DocumentRequestsQuery } from '../api/document-requests.graphql';
import { RequestStatusBadge } from '../components/request-status-badge';
import { ReviewModal } from '../components/review-modal';
import { formatDate, isoText } from '../../../lib/format-date';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { REQUEST_MESSAGES, statusChangedMessage, waitingText } from '../request-status';

type RequestRow = DocumentRequestsData['documentRequests']['items'][number];

/** Admin document requests 10 per page (docs/rules/documents.md#admin-requests-screen). */
const PAGE_SIZE = 10;

const STATUS_FILTER_OPTIONS = DOCUMENT_REQUEST_STATUSES.map(requestStatusName)
  .map((value) => ({ value, label: requestStatusLabel(value) }));

const StyledWaiting = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
`;

/** Document Requests (admin, docs/rules/documents.md#admin-requests-screen). Default export: the router loads it lazily. */
export default function DocumentRequestManagerPage() {
  const table = useTableState<DocumentRequestSortField>({
    pageSize: PAGE_SIZE,
    initialSort: { sortBy: 'REQUESTED_AT', sortDirection: 'DESC' },
  });
  const search = useDebouncedValue(table.search, 300).trim();
  const [statusFilter, setStatusFilter] = useState<DocumentRequestStatus | ''>('');
  const [reviewId, setReviewId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(DocumentRequestsQuery, {
    variables: {
      search: search || undefined,
      status: statusFilter || undefined,
      sortBy: table.sortBy ?? 'REQUESTED_AT',
      sortDirection: table.sortDirection,
      page: table.page,
      pageSize: table.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const requests = data?.documentRequests ?? previousData?.documentRequests;
  const page = table.clampToPageCount(requests?.total);
  // A 404 on an admin load is ignored (docs/rules/common.md#not-found-ignored).
  const loadFailed = error && graphqlErrorInfo(error).code !== ErrorCode.NOT_FOUND;

  const columns: TableColumn<RequestRow, DocumentRequestSortField>[] = [
    { key: 'referenceNumber', header: 'Reference' },
    { key: 'documentTypeName', header: 'Document Type', sortable: true, sortKey: 'DOCUMENT_TYPE' },
    { key: 'requestor', header: 'Requestor', sortable: true, sortKey: 'REQUESTOR' },
    {
      key: 'requestedAt', header: 'Requested At', sortable: true, sortKey: 'REQUESTED_AT', width: 'date',
      render: (row) => formatDate(isoText(row.requestedAt)),
    },
    {
      key: 'status', header: 'Status', sortable: true, sortKey: 'STATUS', width: 'status',
      render: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      // Issue 7: how long an open request has waited, and whether it passed its type's target.
      key: 'waiting', header: 'Waiting',
      render: (row) => (
        <StyledWaiting>
          {waitingText(row.waitingWorkingDays)}
          {row.overdue && <StatusBadge tone="red">Overdue</StatusBadge>}
        </StyledWaiting>
      ),
    },
    {
      key: 'actions', header: 'Actions', width: 'narrow',
      render: (row) => (
        <Button
          variant="secondary"
          aria-label={`Review request ${row.id} of ${row.requestor}`}
          onClick={() => setReviewId(row.id)}
        >
          Review
        </Button>
      ),
    },
  ];

  return (
    <Page title="Document Requests">
      {notice && (
        <Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default} onDismiss={() => setNotice(null)}>{notice}</Banner>
      )}
      {loadFailed && <Banner variant="error">{REQUEST_MESSAGES.fetchFailed}</Banner>}
      <Card title="Requests">
        <StyledFilters>
          <SearchBox
            label="Search requests"
            placeholder="Search by reference number, requester or document type"
            value={table.search}
            onChange={table.setSearch}
          />
          <SelectField
            label="Status"
            placeholder="All"
            options={STATUS_FILTER_OPTIONS}
            value={statusFilter}
            onChange={(value) => {
              setStatusFilter(value as DocumentRequestStatus | '');
              table.resetPage();
            }}
          />
        </StyledFilters>
        <Table
          caption="Document requests"
          captionHidden
          columns={columns}
          rows={requests?.items ?? []}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage="No document requests found."
          loading={loading}
          loadingText="Loading document requests..."
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(requests?.total ?? 0)}
          onPageChange={table.setPage}
          label="Document requests pages"
        />
      </Card>
      <ReviewModal
        requestId={reviewId}
        onClose={() => setReviewId(null)}
        onChanged={(status) => {
          setReviewId(null);
          if (status) setNotice(statusChangedMessage(status));
          // A save goes back to page 1 (docs/rules/common.md#table-page-reset).
          table.resetPage();
          void refetch();
        }}
      />
    </Page>
  );
}
