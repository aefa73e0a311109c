import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { BarangayOfficialSortField, OfficialListQuery as OfficialListData } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  ActionGroup, Banner, BANNER_DISMISS_MS, Button, Card, ConfirmDialog, Page, Pagination, Table, TextCell, Thumbnail,
  Toolbar, useTableState, type TableColumn,
} from '../../../ui';
import { DeleteOfficialMutation, OfficialListQuery } from '../api/officials.graphql';
import { OfficialFormModal, type EditableOfficial, type OfficialSaveOutcome } from '../components/official-form-modal';
import { isNotFound } from '../../../lib/graphql-errors';
import { OFFICIAL_TEXTS, OFFICIALS_PAGE_SIZE } from '../official-form';

type OfficialRow = OfficialListData['barangayOfficials']['items'][number];

type Notice = { id: number; variant: 'success' | 'error'; text: string };
type FormTarget = { official: EditableOfficial | null };

/**
 * Barangay Officials (docs/rules/content.md#officials-screen): 5 per page with photos, add/edit modal, delete with confirmation.
 * Default export: the router loads it lazily.
 */
export default function OfficialsManagerPage() {
  const table = useTableState<BarangayOfficialSortField>({ pageSize: OFFICIALS_PAGE_SIZE });
  const { data, previousData, loading, error, refetch } = useQuery(OfficialListQuery, {
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      // No header clicked yet: the server's order, the order they were added in.
      ...(table.sortBy && { sortBy: table.sortBy, sortDirection: table.sortDirection }),
    },
    // An admin table always shows what the server holds now, also when going back to a page.
    fetchPolicy: 'network-only',
  });
  const [deleteOfficial] = useMutation(DeleteOfficialMutation);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<OfficialRow | null>(null);

  const list = data?.barangayOfficials ?? previousData?.barangayOfficials;
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

  const handleSaved = (outcome: OfficialSaveOutcome) => {
    setFormTarget(null);
    if (outcome === 'added') show('success', OFFICIAL_TEXTS.added);
    if (outcome === 'updated') show('success', OFFICIAL_TEXTS.updated);
    reload();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOfficial({ variables: { id: toDelete.id } });
      show('success', OFFICIAL_TEXTS.deleted);
    } catch (caught) {
      if (!isNotFound(caught)) show('error', OFFICIAL_TEXTS.deleteFailed);
    }
    setToDelete(null);
    reload();
  };

  const columns: TableColumn<OfficialRow, BarangayOfficialSortField>[] = [
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
    {
      key: 'actions',
      header: 'Actions',
      width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button variant="secondary" aria-label={`Edit ${row.name}`} onClick={() => setFormTarget({ official: row })}>Edit</Button>
          <Button variant="danger" aria-label={`Delete ${row.name}`} onClick={() => setToDelete(row)}>Delete</Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title="Barangay Officials">
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
      {loadFailed && <Banner variant="error">{OFFICIAL_TEXTS.loadFailed}</Banner>}
      <Card>
        <Toolbar>
          <h2>Officials List</h2>
          <Button onClick={() => setFormTarget({ official: null })}>Add Official</Button>
        </Toolbar>
        <Table
          caption="Barangay officials"
          captionHidden
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={OFFICIAL_TEXTS.empty}
          loading={loading}
          loadingText="Loading officials..."
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(total ?? 0)}
          onPageChange={table.setPage}
          label="Officials pages"
        />
      </Card>
      {formTarget && (
        <OfficialFormModal official={formTarget.official} onClose={() => setFormTarget(null)} onSaved={handleSaved} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Official"
        message={OFFICIAL_TEXTS.confirmDelete}
        confirmLabel={OFFICIAL_TEXTS.deleteLabel}
        cancelLabel={OFFICIAL_TEXTS.keepLabel}
        tone="danger"
        busyLabel="Deleting..."
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
