import type { BarangayOfficialSortField, OfficialListQuery as OfficialListData } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { contentManagerOptions, ManagerScreen, TextCell, Thumbnail, useManagerScreen, type TableColumn } from '../../../ui';
import { DeleteOfficialMutation, OfficialListQuery } from '../api/officials.graphql';
import { OfficialFormModal } from '../components/official-form-modal';
import { OFFICIAL_TEXTS, OFFICIALS_PAGE_SIZE } from '../official-form';

type OfficialRow = OfficialListData['barangayOfficials']['items'][number];

const COLUMNS: TableColumn<OfficialRow, BarangayOfficialSortField>[] = [
  {
    key: 'photo',
    header: 'Photo',
    width: 'thumbnail',
    render: (row) => <Thumbnail src={row.officialPictureUrl} alt={`Picture of ${row.name}`} />,
  },
  { key: 'name', header: 'Name', sortable: true, sortKey: 'NAME', render: (row) => <TextCell>{row.name}</TextCell> },
  { key: 'position', header: 'Position', sortable: true, sortKey: 'POSITION', render: (row) => <TextCell>{row.position}</TextCell> },
  { key: 'contactNumber', header: 'Contact Number', render: (row) => <TextCell>{row.contactNumber}</TextCell> },
  {
    key: 'term',
    header: 'Term',
    sortable: true,
    sortKey: 'TERM_START',
    width: 'date',
    render: (row) => `${formatDate(row.termStart, 'N/A')} – ${formatDate(row.termEnd, 'N/A')}`,
  },
];

/**
 * Barangay Officials (docs/rules/content.md#officials-screen): 5 per page with photos, add/edit modal, delete with confirmation.
 * Default export: the router loads it lazily.
 */
export default function OfficialsManagerPage() {
  const screen = useManagerScreen({
    query: OfficialListQuery,
    list: (data) => data.barangayOfficials,
    pageSize: OFFICIALS_PAGE_SIZE,
    // No header clicked yet: the server's order, the order they were added in (no initial sort).
    columns: COLUMNS,
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
    ...contentManagerOptions(OFFICIAL_TEXTS, DeleteOfficialMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Barangay Officials"
      listTitle="Officials List"
      recordName="Official"
      rowName={(row) => row.name}
      caption="Barangay officials"
      emptyMessage={OFFICIAL_TEXTS.empty}
      loadingText="Loading officials..."
      paginationLabel="Officials pages"
      deleteMessage={() => OFFICIAL_TEXTS.confirmDelete}
      deleteBusyLabel="Deleting..."
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <OfficialFormModal official={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
