import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { IdVerificationOutcome, IdVerificationStatus, ResidentSortField, ResidentsQuery as ResidentsData } from '../../../gql/graphql';
import {
  BANNER_DISMISS_MS, Banner, Button, Card, Page, Pagination, SearchBox, SelectField, Table, useDebouncedValue,
  useTableState, type TableColumn,
} from '../../../ui';
import { ResidentsQuery } from '../api/users.graphql';
import { ResidentDetailsModal } from '../components/resident-details-modal';
import { VerificationBadge } from '../components/verification-badge';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { RESIDENTS_MESSAGES } from '../messages';

type ResidentRow = ResidentsData['residents']['items'][number];

/** Residents (admin) 10 per page (docs/rules/id-verification.md#residents-screen). */
const RESIDENTS_PAGE_SIZE = 10;

const STATUS_FILTER_OPTIONS: { value: IdVerificationStatus; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Verified' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'UNVERIFIED', label: 'Unverified' },
];

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
`;

const DECIDED: Record<IdVerificationOutcome, string> = {
  APPROVED: RESIDENTS_MESSAGES.approved,
  REJECTED: RESIDENTS_MESSAGES.rejected,
};

/** Residents and ID verification (docs/rules/id-verification.md#residents-screen). Default export: the router loads it lazily. */
export default function ResidentListPage() {
  const table = useTableState<ResidentSortField>({ pageSize: RESIDENTS_PAGE_SIZE, initialSort: { sortBy: 'LAST_NAME' } });
  const search = useDebouncedValue(table.search, 300).trim();
  const [statusFilter, setStatusFilter] = useState<IdVerificationStatus | ''>('');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(ResidentsQuery, {
    variables: {
      search: search || undefined,
      idVerificationStatus: statusFilter || undefined,
      sortBy: table.sortBy ?? 'LAST_NAME',
      sortDirection: table.sortDirection,
      page: table.page,
      pageSize: table.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const residents = data?.residents ?? previousData?.residents;
  const page = table.clampToPageCount(residents?.total);
  // A 404 on an admin load is ignored (docs/rules/common.md#not-found-ignored).
  const loadFailed = error && graphqlErrorInfo(error).code !== ErrorCode.NOT_FOUND;

  const columns: TableColumn<ResidentRow, ResidentSortField>[] = [
    { key: 'lastName', header: 'Last Name', sortable: true, sortKey: 'LAST_NAME' },
    { key: 'firstName', header: 'First Name', sortable: true, sortKey: 'FIRST_NAME' },
    { key: 'age', header: 'Age', sortable: true, sortKey: 'AGE', numeric: true, width: 'narrow', render: (row) => row.age ?? 'N/A' },
    {
      key: 'idVerificationStatus', header: 'Verification', sortable: true, sortKey: 'ID_VERIFICATION_STATUS', width: 'status',
      render: (row) => <VerificationBadge status={row.idVerificationStatus} />,
    },
    {
      key: 'actions', header: 'Actions', width: 'actions',
      render: (row) => (
        <Button variant="secondary" aria-label={`View Details of ${row.fullName}`} onClick={() => setDetailsId(row.id)}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <Page title="Residents">
      {notice && (
        <Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default} onDismiss={() => setNotice(null)}>{notice}</Banner>
      )}
      {loadFailed && <Banner variant="error">{RESIDENTS_MESSAGES.loadFailed}</Banner>}
      <Card title="Residents List">
        <StyledFilters>
          <SearchBox
            label="Search residents"
            placeholder="Search by first or last name"
            value={table.search}
            onChange={table.setSearch}
          />
          <SelectField
            label="Verification Status"
            placeholder="All"
            options={STATUS_FILTER_OPTIONS}
            value={statusFilter}
            onChange={(value) => {
              setStatusFilter(value as IdVerificationStatus | '');
              table.resetPage();
            }}
          />
        </StyledFilters>
        <Table
          caption="Residents"
          captionHidden
          columns={columns}
          rows={residents?.items ?? []}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage="No residents found."
          loading={loading}
          loadingText="Loading residents..."
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(residents?.total ?? 0)}
          onPageChange={table.setPage}
          label="Residents pages"
        />
      </Card>
      <ResidentDetailsModal
        residentId={detailsId}
        onClose={() => setDetailsId(null)}
        onDecided={(decision) => {
          setDetailsId(null);
          if (decision) setNotice(DECIDED[decision]);
          // A save goes back to page 1 (docs/rules/common.md#table-page-reset).
          table.resetPage();
          void refetch();
        }}
      />
    </Page>
  );
}
