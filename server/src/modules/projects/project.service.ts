import type { DataSource } from 'typeorm';
import { projectPolicy } from './project.policy';
import { PictureContentService } from '../content';
import { patched, patchedOptional, patchOf } from '../../common/patch';
import type { SortKeys } from '../../db/list-query';
import type { FileStorage } from '../../uploads/file-storage';
import { Project, ProjectStatus } from './project.entity';
import { ProjectErrors } from './project.errors';
import { CreateProjectInput, ProjectsArgs, ProjectSortField, UpdateProjectInput } from './project.inputs';

type ProjectContent = Pick<Project, 'title' | 'description' | 'status' | 'dateStarted' | 'dateEnded' | 'link'>;

const SORT_KEYS: Record<ProjectSortField, SortKeys> = {
  [ProjectSortField.TITLE]: { by: 'lower(project.title)' },
  [ProjectSortField.STATUS]: { by: 'project.status' },
  [ProjectSortField.DATE_STARTED]: { by: 'project.dateStarted', nulls: 'NULLS LAST' },
  [ProjectSortField.CREATED_AT]: { by: 'project.createdAt' },
};

/** A new project's fields before its input: the status is required, the rest may be left out. */
const BLANK: ProjectContent = { title: '', description: '', status: ProjectStatus.ONGOING, dateStarted: null, dateEnded: null, link: null };

const withChanges = patchOf<ProjectContent>({
  title: patched, description: patched, status: patched, dateStarted: patchedOptional, dateEnded: patchedOptional, link: patchedOptional,
});

/**
 * Barangay projects. Anyone may read them (the public galleries); only administrators write. The rules
 * (docs/rules/content.md#partial-updates) hold on the merged record, whichever API and whichever subset of fields an update sent.
 */
export class ProjectService extends PictureContentService<Project, ProjectContent, 'projectPhotoKey', ProjectsArgs, CreateProjectInput, UpdateProjectInput> {
  constructor(db: DataSource, storage: FileStorage) {
    super(db, storage, {
      entity: Project, alias: 'project', pictureKey: 'projectPhotoKey', policy: projectPolicy, notFound: ProjectErrors.notFound,
      searched: ['project.title'], sorts: SORT_KEYS, blank: BLANK,
    });
  }

  /** A finished project has an end date, not before its start; an ongoing one keeps none (docs/rules/content.md#project-date-ended). */
  protected merged(current: ProjectContent, changes: UpdateProjectInput): ProjectContent {
    const content = withChanges(current, changes);
    if (content.status === ProjectStatus.ONGOING) return { ...content, dateEnded: null };
    if (!content.dateEnded) throw ProjectErrors.dateEndedRequired();
    // YYYY-MM-DD texts order as the dates do.
    if (content.dateStarted && content.dateEnded < content.dateStarted) throw ProjectErrors.endedBeforeStarted();
    return content;
  }
}
