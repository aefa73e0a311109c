import type { ReactNode } from 'react';
import type { IdVerificationOutcome, IdVerificationStatus, ResidentSortField, ResidentsQuery as ResidentsData } from '../../../gql/graphql';
import { choiceFilter, ManagerScreen, useManagerScreen, VerificationBadge, type TableColumn } from '../../../ui';
import { ResidentsQuery } from '../api/users.graphql';
import { ResidentDetailsModal } from '../components/resident-details-modal';
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
const FILTERS = [choiceFilter('idVerificationStatus', STATUS_FILTER_OPTIONS)];

const DECIDED: Record<IdVerificationOutcome, string> = {
  APPROVED: RESIDENTS_MESSAGES.approved,
  REJECTED: RESIDENTS_MESSAGES.rejected,
};

const COLUMNS: TableColumn<ResidentRow, ResidentSortField>[] = [
  { key: 'lastName', header: 'Last Name', sortable: true, sortKey: 'LAST_NAME' },
  { key: 'firstName', header: 'First Name', sortable: true, sortKey: 'FIRST_NAME' },
  { key: 'age', header: 'Age', sortable: true, sortKey: 'AGE', numeric: true, width: 'narrow', render: (row) => row.age ?? 'N/A' },
  {
    key: 'idVerificationStatus', header: 'Verification', sortable: true, sortKey: 'ID_VERIFICATION_STATUS', width: 'status',
    render: (row) => <VerificationBadge status={row.idVerificationStatus} />,
  },
];

/**
 * Residents and ID verification (docs/rules/id-verification.md#residents-screen); `children` (what the app adds from other
 * features) comes below the list. Default export: the router loads it lazily.
 */
export default function ResidentListPage({ children }: { children?: ReactNode }) {
  const screen = useManagerScreen({
    query: ResidentsQuery,
    list: (data) => data.residents,
    pageSize: RESIDENTS_PAGE_SIZE,
    columns: COLUMNS,
    initialSort: { sortBy: 'LAST_NAME' },
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: RESIDENTS_MESSAGES.loadFailed },
    // A decision shows its message; a resident found gone (null) shows nothing (docs/rules/common.md#not-found-ignored).
    savedText: DECIDED,
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Residents"
      listTitle="Residents List"
      search={{ label: 'Search residents', placeholder: 'Search by first or last name' }}
      filters={[{ name: 'idVerificationStatus', label: 'Verification Status', options: STATUS_FILTER_OPTIONS }]}
      openButton={{ text: 'View Details', name: (row) => `View Details of ${row.fullName}` }}
      caption="Residents"
      emptyMessage="No residents found."
      loadingText="Loading residents..."
      paginationLabel="Residents pages"
      renderForm={({ record, onClose, onSaved }) => (
        <ResidentDetailsModal residentId={record?.id ?? null} onClose={onClose} onDecided={onSaved} />
      )}
    >
      {children}
    </ManagerScreen>
  );
}
