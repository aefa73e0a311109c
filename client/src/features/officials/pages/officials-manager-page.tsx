import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { BarangayOfficialSortField, OfficialListQuery as OfficialListData } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { commonMessages, type CommonText } from '../../../lib/messages';
import { contentManagerOptions, ManagerScreen, TextCell, Thumbnail, useManagerScreen, type TableColumn } from '../../../ui';
import { DeleteOfficialMutation, OfficialListQuery } from '../api/officials.graphql';
import { OfficialFormModal } from '../components/official-form-modal';
import { officialsMessages, type OfficialsTranslate } from '../messages';
import { OFFICIALS_PAGE_SIZE } from '../official-form';

type OfficialRow = OfficialListData['barangayOfficials']['items'][number];

const columnsOf = (t: OfficialsTranslate, common: CommonText, locale: Locale): TableColumn<OfficialRow, BarangayOfficialSortField>[] => [
  {
    key: 'photo',
    header: t('columns.photo'),
    width: 'thumbnail',
    render: (row) => <Thumbnail src={row.officialPictureUrl} alt={t('pictureOf', { name: row.name })} />,
  },
  { key: 'name', header: t('columns.name'), sortable: true, sortKey: 'NAME', render: (row) => <TextCell>{row.name}</TextCell> },
  {
    key: 'position',
    header: t('columns.position'),
    sortable: true,
    sortKey: 'POSITION',
    render: (row) => <TextCell>{row.position}</TextCell>,
  },
  { key: 'contactNumber', header: t('columns.contactNumber'), render: (row) => <TextCell>{row.contactNumber}</TextCell> },
  {
    key: 'term',
    header: t('columns.term'),
    sortable: true,
    sortKey: 'TERM_START',
    width: 'date',
    render: (row) => `${formatDate(row.termStart, common('missing'), locale)} – ${formatDate(row.termEnd, common('missing'), locale)}`,
  },
];

/**
 * Barangay Officials (docs/rules/content.md#officials-screen): 5 per page with photos, add/edit modal, delete with confirmation.
 * Default export: the router loads it lazily.
 */
export default function OfficialsManagerPage() {
  const t = useMessages(officialsMessages);
  const common = useMessages(commonMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, common, locale), [t, common, locale]);
  const screen = useManagerScreen({
    query: OfficialListQuery,
    list: (data) => data.barangayOfficials,
    pageSize: OFFICIALS_PAGE_SIZE,
    // No header clicked yet: the server's order, the order they were added in (no initial sort).
    columns,
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
    ...contentManagerOptions(t, DeleteOfficialMutation),
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('manager.title')}
      listTitle={t('manager.listTitle')}
      recordName={t('manager.recordName')}
      rowName={(row) => row.name}
      caption={t('manager.caption')}
      emptyMessage={t('manager.empty')}
      loadingText={t('loading')}
      paginationLabel={t('manager.pagination')}
      deleteMessage={() => t('manager.confirmDelete')}
      deleteBusyLabel={t('manager.deleting')}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <OfficialFormModal official={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
