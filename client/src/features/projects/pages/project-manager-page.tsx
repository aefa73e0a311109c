import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ProjectFieldsFragment, ProjectSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  ActionGroup, Banner, BANNER_DISMISS_MS, Button, capitalizeStatus, Card, ConfirmDialog, Page, Pagination,
  projectStatusTone, SearchBox, StatusBadge, Table, Thumbnail, Toolbar, useDebouncedValue, useTableState,
  type TableColumn,
} from '../../../ui';
import { DeleteProjectMutation, ProjectListQuery } from '../api/projects.graphql';
import { ProjectFormModal, type ProjectSaveOutcome } from '../components/project-form-modal';
import { PROJECT_MESSAGES, PROJECT_TABLE_PAGE_SIZE } from '../project-messages';
import { isNotFound } from '../../../lib/graphql-errors';

/** The add/edit modal's state: closed, adding, or editing one project. */
type Editing = { project: ProjectFieldsFragment | null } | null;

const SAVE_MESSAGES: Record<Exclude<ProjectSaveOutcome, 'gone'>, string> = {
  added: PROJECT_MESSAGES.added,
  updated: PROJECT_MESSAGES.updated,
};

/** Project Manager (docs/rules/content.md#project-manager-screen): search, sortable server-paged table, add/edit modal and delete confirmation. */
export default function ProjectManagerPage() {
  const table = useTableState<ProjectSortField>({ pageSize: PROJECT_TABLE_PAGE_SIZE });
  const search = useDebouncedValue(table.search.trim(), 300);
  const { data, previousData, loading, error, refetch } = useQuery(ProjectListQuery, {
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      search: search || undefined,
      sortBy: table.sortBy ?? undefined,
      sortDirection: table.sortBy ? table.sortDirection : undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.projects;
  const page = table.clampToPageCount(data?.projects.total);

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProjectFieldsFragment | null>(null);
  // A new id per message restarts the banner's 5 s even when the same text shows again.
  const [success, setSuccess] = useState<{ id: number; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteProject] = useMutation(DeleteProjectMutation);

  // A failed list load is only logged (docs/rules/content.md#project-messages).
  useEffect(() => {
    if (error) console.error('Failed to load projects.', error);
  }, [error]);

  const showSuccess = (text: string) => setSuccess((current) => ({ id: (current?.id ?? 0) + 1, text }));

  /** After a save or a delete: back to page 1 with fresh rows (docs/rules/common.md#table-page-reset). */
  const reload = () => {
    if (table.page === 1) {
      refetch().catch((caught: unknown) => console.error('Failed to load projects.', caught));
    } else {
      table.resetPage();
    }
  };

  const handleSaved = (outcome: ProjectSaveOutcome) => {
    setEditing(null);
    if (outcome !== 'gone') showSuccess(SAVE_MESSAGES[outcome]);
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await deleteProject({ variables: { id: deleting.id } });
      showSuccess(PROJECT_MESSAGES.deleted);
    } catch (caught) {
      if (!isNotFound(caught)) {
        setDeleting(null);
        setFailure(PROJECT_MESSAGES.deleteFailed);
        return;
      }
    }
    setDeleting(null);
    reload();
  };

  const columns: TableColumn<ProjectFieldsFragment, ProjectSortField>[] = [
    {
      key: 'photo',
      header: 'Photo',
      width: 'thumbnail',
      render: (project) => <Thumbnail src={project.projectPhotoUrl} alt={project.title} />,
    },
    { key: 'title', header: 'Title', sortable: true, sortKey: 'TITLE' },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      sortKey: 'STATUS',
      width: 'status',
      render: (project) => (
        <StatusBadge tone={projectStatusTone(project.status)}>{capitalizeStatus(project.status)}</StatusBadge>
      ),
    },
    {
      key: 'dateStarted',
      header: 'Date Started',
      sortable: true,
      sortKey: 'DATE_STARTED',
      width: 'date',
      render: (project) => formatDate(project.dateStarted),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 'actions',
      render: (project) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={`Edit ${project.title}`}
            onClick={() => {
              setFailure(null);
              setEditing({ project });
            }}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            aria-label={`Delete ${project.title}`}
            onClick={() => {
              setFailure(null);
              setDeleting(project);
            }}
          >
            Delete
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title="Project Manager">
      {success && (
        <Banner key={success.id} variant="success" autoDismissMs={BANNER_DISMISS_MS.projects} onDismiss={() => setSuccess(null)}>
          {success.text}
        </Banner>
      )}
      {failure && <Banner variant="error">{failure}</Banner>}
      <Card title="Projects List">
        <Toolbar>
          <SearchBox
            label="Search projects"
            hideLabel
            placeholder={PROJECT_MESSAGES.searchPlaceholder}
            value={table.search}
            onChange={table.setSearch}
          />
          <Button
            onClick={() => {
              setFailure(null);
              setEditing({ project: null });
            }}
          >
            Add Project
          </Button>
        </Toolbar>
        <Table
          caption="Projects"
          captionHidden
          columns={columns}
          rows={list?.items ?? []}
          getRowKey={(project) => project.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage={PROJECT_MESSAGES.emptyTable}
          loading={loading}
        />
        <Pagination
          label="Projects pages"
          page={page}
          pageCount={table.pageCountFor(list?.total ?? 0)}
          onPageChange={table.setPage}
        />
      </Card>
      <ProjectFormModal
        open={editing !== null}
        project={editing?.project ?? null}
        onClose={() => setEditing(null)}
        onSaved={handleSaved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Project"
        message={PROJECT_MESSAGES.confirmDelete}
        confirmLabel="Delete Project"
        cancelLabel="Keep Project"
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
