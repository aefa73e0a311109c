import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AnnouncementListQuery as AnnouncementListData, AnnouncementSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  ActionGroup, Banner, BANNER_DISMISS_MS, Button, Card, ConfirmDialog, Page, Pagination, StatusBadge, Table,
  TextCell, Toolbar, truncate, useTableState, type TableColumn,
} from '../../../ui';
import { ANNOUNCEMENT_TEXTS, ANNOUNCEMENTS_PAGE_SIZE, CONTENT_CELL_LENGTH } from '../announcement-form';
import { AnnouncementListQuery, DeleteAnnouncementMutation } from '../api/announcements.graphql';
import { AnnouncementFormModal, type AnnouncementSaveOutcome, type EditableAnnouncement } from '../components/announcement-form-modal';
import { isNotFound } from '../../../lib/graphql-errors';

type AnnouncementRow = AnnouncementListData['announcements']['items'][number];

type Notice = { id: number; variant: 'success' | 'error'; text: string };
type FormTarget = { announcement: EditableAnnouncement | null };

/**
 * Announcement Management (docs/rules/content.md#announcement-manager-screen): sortable table, 5 per page, content cut at 100 characters, add/edit
 * modal and delete confirmation. Default export: the router loads it lazily.
 */
export default function AnnouncementManagerPage() {
  const table = useTableState<AnnouncementSortField>({ pageSize: ANNOUNCEMENTS_PAGE_SIZE });
  const { data, previousData, loading, error, refetch } = useQuery(AnnouncementListQuery, {
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      // No header clicked yet: the server's order, newest first.
      ...(table.sortBy && { sortBy: table.sortBy, sortDirection: table.sortDirection }),
    },
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
  });
  const [deleteAnnouncement] = useMutation(DeleteAnnouncementMutation);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<AnnouncementRow | null>(null);

  const list = data?.announcements ?? previousData?.announcements;
  const total = list?.total;
  const page = table.clampToPageCount(total);
  const rows = list?.items ?? [];
  const loadFailed = error !== undefined && !isNotFound(error);

  // A new id for every message, so a repeated text shows (and counts down) again.
  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, variant, text }));

  /** After a save or a delete the table goes back to page 1 with fresh rows (docs/rules/common.md#table-page-reset). */
  const reload = () => {
    if (table.page === 1) refetch().catch(() => undefined);
    else table.resetPage();
  };

  const handleSaved = (outcome: AnnouncementSaveOutcome) => {
    setFormTarget(null);
    if (outcome === 'added') show('success', ANNOUNCEMENT_TEXTS.added);
    if (outcome === 'updated') show('success', ANNOUNCEMENT_TEXTS.updated);
    reload();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAnnouncement({ variables: { id: toDelete.id } });
      show('success', ANNOUNCEMENT_TEXTS.deleted);
    } catch (caught) {
      if (!isNotFound(caught)) show('error', ANNOUNCEMENT_TEXTS.deleteFailed);
    }
    setToDelete(null);
    reload();
  };

  const columns: TableColumn<AnnouncementRow, AnnouncementSortField>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button variant="secondary" aria-label={`Edit ${row.title}`} onClick={() => setFormTarget({ announcement: row })}>Edit</Button>
          <Button variant="danger" aria-label={`Delete ${row.title}`} onClick={() => setToDelete(row)}>Delete</Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title="Announcement Management">
      {notice && (
        <Banner
          key={notice.id}
          variant={notice.variant}
          autoDismissMs={notice.variant === 'success' ? BANNER_DISMISS_MS.default : undefined}
          onDismiss={() => setNotice(null)}
        >
          {notice.text}
        </Banner>
      )}
      {loadFailed && <Banner variant="error">{ANNOUNCEMENT_TEXTS.loadFailed}</Banner>}
      <Card>
        <Toolbar>
          <h2>Announcements List</h2>
          <Button onClick={() => setFormTarget({ announcement: null })}>Add Announcement</Button>
        </Toolbar>
        <Table
          caption="Announcements"
          captionHidden
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={ANNOUNCEMENT_TEXTS.empty}
          loading={loading}
          loadingText="Loading announcements..."
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(total ?? 0)}
          onPageChange={table.setPage}
          label="Announcements pages"
        />
      </Card>
      {formTarget && (
        <AnnouncementFormModal
          announcement={formTarget.announcement}
          onClose={() => setFormTarget(null)}
          onSaved={handleSaved}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Announcement"
        message={ANNOUNCEMENT_TEXTS.confirmDelete}
        confirmLabel={ANNOUNCEMENT_TEXTS.deleteLabel}
        cancelLabel={ANNOUNCEMENT_TEXTS.keepLabel}
        tone="danger"
        busyLabel="Deleting..."
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
