import type { Locale } from '@barangay-portal/domain';
import { useMemo } from 'react';
import type { ProjectFieldsFragment, ProjectSortField } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  BANNER_DISMISS_MS, contentManagerOptions, ManagerScreen, projectStatusTone, StatusBadge, Thumbnail, useManagerScreen,
  type TableColumn,
} from '../../../ui';
import { DeleteProjectMutation, ProjectListQuery } from '../api/projects.graphql';
import { ProjectFormModal } from '../components/project-form-modal';
import { projectsMessages, projectStatusText, type ProjectsTranslate } from '../messages';
import { PROJECT_TABLE_PAGE_SIZE } from '../page-sizes';

const columnsOf = (t: ProjectsTranslate, locale: Locale): TableColumn<ProjectFieldsFragment, ProjectSortField>[] => [
  {
    key: 'photo',
    header: t('columns.photo'),
    width: 'thumbnail',
    render: (project) => <Thumbnail src={project.projectPhotoUrl} alt={project.title} />,
  },
  { key: 'title', header: t('columns.title'), sortable: true, sortKey: 'TITLE' },
  {
    key: 'status',
    header: t('columns.status'),
    sortable: true,
    sortKey: 'STATUS',
    width: 'status',
    render: (project) => <StatusBadge tone={projectStatusTone(project.status)}>{projectStatusText(t, project.status)}</StatusBadge>,
  },
  {
    key: 'dateStarted',
    header: t('columns.dateStarted'),
    sortable: true,
    sortKey: 'DATE_STARTED',
    width: 'date',
    render: (project) => formatDate(project.dateStarted, '', locale),
  },
];

/** Project Manager (docs/rules/content.md#project-manager-screen): search, sortable server-paged table, add/edit modal and delete confirmation. */
export default function ProjectManagerPage() {
  const t = useMessages(projectsMessages);
  const locale = useLocale();
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const screen = useManagerScreen({
    query: ProjectListQuery,
    list: (data) => data.projects,
    pageSize: PROJECT_TABLE_PAGE_SIZE,
    columns,
    searchable: true,
    ...contentManagerOptions(t, DeleteProjectMutation, { logOnly: true }),
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('manager.title')}
      listTitle={t('manager.listTitle')}
      dismissMs={BANNER_DISMISS_MS.projects}
      search={{ label: t('manager.searchLabel'), hideLabel: true, placeholder: t('manager.searchPlaceholder') }}
      recordName={t('manager.recordName')}
      rowName={(project) => project.title}
      caption={t('manager.caption')}
      emptyMessage={t('manager.empty')}
      paginationLabel={t('manager.pagination')}
      deleteMessage={() => t('manager.confirmDelete')}
      renderForm={({ open, record, onClose, onSaved }) => open && (
        <ProjectFormModal project={record} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
