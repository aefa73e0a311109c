import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { AnnouncementListQuery as AnnouncementListData, AnnouncementSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  contentManagerOptions, ManagerScreen, StatusBadge, TextCell, truncate, useManagerScreen, type TableColumn,
} from '../../../ui';
import { ANNOUNCEMENTS_PAGE_SIZE, CONTENT_CELL_LENGTH } from '../announcement-form';
import { AnnouncementListQuery, DeleteAnnouncementMutation } from '../api/announcements.graphql';
import { AnnouncementFormModal } from '../components/announcement-form-modal';
import { announcementsMessages, type AnnouncementsTranslate } from '../messages';

type AnnouncementRow = AnnouncementListData['announcements']['items'][number];

const columnsOf = (t: AnnouncementsTranslate, locale: Locale): TableColumn<AnnouncementRow, AnnouncementSortField>[] => [
  { key: 'title', header: t('columns.title'), sortable: true, sortKey: 'TITLE', render: (row) => <TextCell>{row.title}</TextCell> },
  {
    key: 'content',
    header: t('columns.content'),
    render: (row) => <TextCell title={row.content}>{truncate(row.content, CONTENT_CELL_LENGTH)}</TextCell>,
  },
  {
    key: 'featured',
    header: t('columns.featured'),
    sortable: true,
    sortKey: 'FEATURED',
    width: 'narrow',
    render: (row) => (row.featured ? <StatusBadge tone="blue">{t('columns.featured')}</StatusBadge> : t('columns.featured.no')),
  },
  {
    key: 'createdAt',
    header: t('columns.postedOn'),
    sortable: true,
    sortKey: 'CREATED_AT',
    width: 'date',
    render: (row) => formatDate(row.createdAt as string, '', locale),
  },
];

/**
 * Announcement Management (docs/rules/content.md#announcement-manager-screen): sortable table, 5 per page, content cut at 100 characters, add/edit
 * modal and delete confirmation. Default export: the router loads it lazily.
 */
export default function AnnouncementManagerPage() {
  const t = useMessages(announcementsMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const screen = useManagerScreen({
    query: AnnouncementListQuery,
    list: (data) => data.announcements,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
    // No header clicked yet: the server's order, newest first (no initial sort).
    columns,
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
    ...contentManagerOptions(t, DeleteAnnouncementMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('manager.title')}
      listTitle={t('manager.listTitle')}
      recordName={t('manager.recordName')}
      rowName={(row) => row.title}
      caption={t('manager.caption')}
      emptyMessage={t('empty')}
      loadingText={t('loading')}
      paginationLabel={t('pagination')}
      deleteMessage={() => t('manager.confirmDelete')}
      deleteBusyLabel={t('manager.deleting')}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <AnnouncementFormModal announcement={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
