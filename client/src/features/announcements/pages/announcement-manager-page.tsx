import type { AnnouncementListQuery as AnnouncementListData, AnnouncementSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  contentManagerOptions, ManagerScreen, StatusBadge, TextCell, truncate, useManagerScreen, type TableColumn,
} from '../../../ui';
import { ANNOUNCEMENT_TEXTS, ANNOUNCEMENTS_PAGE_SIZE, CONTENT_CELL_LENGTH } from '../announcement-form';
import { AnnouncementListQuery, DeleteAnnouncementMutation } from '../api/announcements.graphql';
import { AnnouncementFormModal } from '../components/announcement-form-modal';

type AnnouncementRow = AnnouncementListData['announcements']['items'][number];

const COLUMNS: TableColumn<AnnouncementRow, AnnouncementSortField>[] = [
  { key: 'title', header: 'Title', sortable: true, sortKey: 'TITLE', render: (row) => <TextCell>{row.title}</TextCell> },
  {
    key: 'content',
    header: 'Content',
    render: (row) => <TextCell title={row.content}>{truncate(row.content, CONTENT_CELL_LENGTH)}</TextCell>,
  },
  {
    key: 'featured',
    header: 'Featured',
    sortable: true,
    sortKey: 'FEATURED',
    width: 'narrow',
    render: (row) => (row.featured ? <StatusBadge tone="blue">Featured</StatusBadge> : 'No'),
  },
  {
    key: 'createdAt',
    header: 'Posted On',
    sortable: true,
    sortKey: 'CREATED_AT',
    width: 'date',
    render: (row) => formatDate(row.createdAt as string),
  },
];

/**
 * Announcement Management (docs/rules/content.md#announcement-manager-screen): sortable table, 5 per page, content cut at 100 characters, add/edit
 * modal and delete confirmation. Default export: the router loads it lazily.
 */
export default function AnnouncementManagerPage() {
  const screen = useManagerScreen({
    query: AnnouncementListQuery,
    list: (data) => data.announcements,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
    // No header clicked yet: the server's order, newest first (no initial sort).
    columns: COLUMNS,
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
    ...contentManagerOptions(ANNOUNCEMENT_TEXTS, DeleteAnnouncementMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Announcement Management"
      listTitle="Announcements List"
      recordName="Announcement"
      rowName={(row) => row.title}
      caption="Announcements"
      emptyMessage={ANNOUNCEMENT_TEXTS.empty}
      loadingText="Loading announcements..."
      paginationLabel="Announcements pages"
      deleteMessage={() => ANNOUNCEMENT_TEXTS.confirmDelete}
      deleteBusyLabel="Deleting..."
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <AnnouncementFormModal announcement={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
