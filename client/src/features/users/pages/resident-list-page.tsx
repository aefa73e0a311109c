import { useMemo, type ReactNode } from 'react';
import type { IdVerificationStatus, ResidentSortField, ResidentsQuery as ResidentsData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { choiceFilter, ManagerScreen, useManagerScreen, VerificationBadge, type TableColumn } from '../../../ui';
import { ResidentsQuery } from '../api/users.graphql';
import { ResidentDetailsModal } from '../components/resident-details-modal';
import { usersMessages, type UsersText } from '../messages';

type ResidentRow = ResidentsData['residents']['items'][number];

/** Residents (admin) 10 per page (docs/rules/id-verification.md#residents-screen). */
const RESIDENTS_PAGE_SIZE = 10;

/** The filter's choices, in this order; each named by `residents.status.<value>`. */
const STATUS_FILTER_VALUES: readonly IdVerificationStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'UNVERIFIED'];
const statusFilterOptions = (t: UsersText) => STATUS_FILTER_VALUES.map((value) => ({ value, label: t(`residents.status.${value}`) }));
// Which values the address may hold: the labels do not matter to it.
const FILTERS = [choiceFilter('idVerificationStatus', STATUS_FILTER_VALUES.map((value) => ({ value, label: value })))];

const columnsOf = (t: UsersText): TableColumn<ResidentRow, ResidentSortField>[] => [
  { key: 'lastName', header: t('residents.columns.lastName'), sortable: true, sortKey: 'LAST_NAME' },
  { key: 'firstName', header: t('residents.columns.firstName'), sortable: true, sortKey: 'FIRST_NAME' },
  {
    key: 'age', header: t('residents.columns.age'), sortable: true, sortKey: 'AGE', numeric: true, width: 'narrow',
    render: (row) => row.age ?? t('notAvailable'),
  },
  {
    key: 'idVerificationStatus', header: t('residents.columns.verification'), sortable: true, sortKey: 'ID_VERIFICATION_STATUS', width: 'status',
    render: (row) => <VerificationBadge status={row.idVerificationStatus} />,
  },
];

/**
 * Residents and ID verification (docs/rules/id-verification.md#residents-screen); `children` (what the app adds from other
 * features) comes below the list. Default export: the router loads it lazily.
 */
export default function ResidentListPage({ children }: { children?: ReactNode }) {
  const t = useMessages(usersMessages);
  const columns = useMemo(() => columnsOf(t), [t]);
  const screen = useManagerScreen({
    query: ResidentsQuery,
    list: (data) => data.residents,
    pageSize: RESIDENTS_PAGE_SIZE,
    columns,
    initialSort: { sortBy: 'LAST_NAME' },
    searchable: true,
    filters: FILTERS,
    loadFailed: { text: t('residents.loadFailed') },
    // A decision shows its message; a resident found gone (null) shows nothing (docs/rules/common.md#not-found-ignored).
    savedText: { APPROVED: t('residents.approved'), REJECTED: t('residents.rejected') },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('residents.title')}
      listTitle={t('residents.listTitle')}
      search={{ label: t('residents.searchLabel'), placeholder: t('residents.searchPlaceholder') }}
      filters={[{ name: 'idVerificationStatus', label: t('residents.statusFilter'), options: statusFilterOptions(t) }]}
      openButton={{ text: t('residents.viewDetails'), name: (row) => t('residents.viewDetailsOf', { name: row.fullName }) }}
      caption={t('residents.title')}
      emptyMessage={t('residents.empty')}
      loadingText={t('residents.loading')}
      paginationLabel={t('residents.pages')}
      renderForm={({ record, onClose, onSaved }) => (
        <ResidentDetailsModal residentId={record?.id ?? null} onClose={onClose} onDecided={onSaved} />
      )}
    >
      {children}
    </ManagerScreen>
  );
}
