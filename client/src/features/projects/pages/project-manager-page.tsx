import type { ProjectFieldsFragment, ProjectSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  BANNER_DISMISS_MS, capitalizeStatus, contentManagerOptions, ManagerScreen, projectStatusTone, StatusBadge, Thumbnail,
  useManagerScreen, type TableColumn,
} from '../../../ui';
import { DeleteProjectMutation, ProjectListQuery } from '../api/projects.graphql';
import { ProjectFormModal } from '../components/project-form-modal';
import { PROJECT_MESSAGES, PROJECT_TABLE_PAGE_SIZE } from '../project-messages';

const COLUMNS: TableColumn<ProjectFieldsFragment, ProjectSortField>[] = [
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
    render: (project) => <StatusBadge tone={projectStatusTone(project.status)}>{capitalizeStatus(project.status)}</StatusBadge>,
  },
  {
    key: 'dateStarted',
    header: 'Date Started',
    sortable: true,
    sortKey: 'DATE_STARTED',
    width: 'date',
    render: (project) => formatDate(project.dateStarted),
  },
];

/** Project Manager (docs/rules/content.md#project-manager-screen): search, sortable server-paged table, add/edit modal and delete confirmation. */
export default function ProjectManagerPage() {
  const screen = useManagerScreen({
    query: ProjectListQuery,
    list: (data) => data.projects,
    pageSize: PROJECT_TABLE_PAGE_SIZE,
    columns: COLUMNS,
    searchable: true,
    ...contentManagerOptions(PROJECT_MESSAGES, DeleteProjectMutation, { logOnly: true }),
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Project Manager"
      listTitle="Projects List"
      dismissMs={BANNER_DISMISS_MS.projects}
      search={{ label: 'Search projects', hideLabel: true, placeholder: PROJECT_MESSAGES.searchPlaceholder }}
      recordName="Project"
      rowName={(project) => project.title}
      caption="Projects"
      emptyMessage={PROJECT_MESSAGES.emptyTable}
      paginationLabel="Projects pages"
      deleteMessage={() => PROJECT_MESSAGES.confirmDelete}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <ProjectFormModal project={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
