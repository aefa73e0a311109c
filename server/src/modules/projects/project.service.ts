import type { DataSource } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { projectPolicy } from './project.policy';
import { PictureRecords } from '../audit';
import type { Page } from '../../common/pagination';
import { patched, patchedOptional } from '../../common/patch';
import { likePattern } from '../../db/like-pattern';
import { sortedPage } from '../../db/sorted-page';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureUpload } from '../../uploads/public-picture';
import { Project, ProjectStatus } from './project.entity';
import { ProjectErrors } from './project.errors';
import { CreateProjectInput, ProjectsArgs, ProjectSortField, UpdateProjectInput } from './project.inputs';

type ProjectContent = Pick<Project, 'title' | 'description' | 'status' | 'dateStarted' | 'dateEnded' | 'link'>;

const SORT_COLUMNS: Record<ProjectSortField, { column: string; nulls?: 'NULLS LAST' }> = {
  [ProjectSortField.TITLE]: { column: 'lower(project.title)' },
  [ProjectSortField.STATUS]: { column: 'project.status' },
  [ProjectSortField.DATE_STARTED]: { column: 'project.dateStarted', nulls: 'NULLS LAST' },
  [ProjectSortField.CREATED_AT]: { column: 'project.createdAt' },
};

/**
 * Barangay projects. Anyone may read them (the public galleries); only administrators write. The rules
 * (docs/rules/content.md#partial-updates) hold on the merged record, whichever API and whichever subset of fields an update sent.
 */
export class ProjectService {
  private readonly records: PictureRecords<Project, 'projectPhotoKey'>;

  constructor(private readonly db: DataSource, storage: FileStorage) {
    this.records = new PictureRecords(db, storage, Project, 'projectPhotoKey', ProjectErrors.notFound);
  }

  async list(ctx: RequestContext, args: ProjectsArgs): Promise<Page<Project>> {
    authorize(ctx, projectPolicy.view);
    const query = this.db.getRepository(Project).createQueryBuilder('project');
    const search = args.search?.trim();
    if (search) query.andWhere('lower(project.title) LIKE :pattern', { pattern: likePattern(search) });
    return await sortedPage(this.records.withPicture(query, args.withPhoto), args, SORT_COLUMNS[args.sortBy]);
  }

  async get(ctx: RequestContext, id: number): Promise<Project> {
    authorize(ctx, projectPolicy.view);
    return await this.records.find(id);
  }

  async create(ctx: RequestContext, input: CreateProjectInput, photo: PictureUpload): Promise<Project> {
    const admin = authorize(ctx, projectPolicy.create);
    const empty: ProjectContent = { title: '', description: '', status: input.status, dateStarted: null, dateEnded: null, link: null };
    const content = this.checked(this.merged(empty, input));
    return await this.records.create(admin, content, photo);
  }

  /** Applies the fields given; a new photo replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: UpdateProjectInput, photo: PictureUpload): Promise<Project> {
    const admin = authorize(ctx, projectPolicy.update);
    return await this.records.update(admin, id, photo, (project) => Object.assign(project, this.checked(this.merged(project, changes))));
  }

  /** Deletes the project, then (once that is committed) its photo file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.records.delete(authorize(ctx, projectPolicy.delete), id);
  }

  private merged(current: ProjectContent, changes: UpdateProjectInput): ProjectContent {
    return {
      title: patched(current.title, changes.title),
      description: patched(current.description, changes.description),
      status: patched(current.status, changes.status),
      dateStarted: patchedOptional(current.dateStarted, changes.dateStarted),
      dateEnded: patchedOptional(current.dateEnded, changes.dateEnded),
      link: patchedOptional(current.link, changes.link),
    };
  }

  /** A finished project has an end date, not before its start; an ongoing one keeps none (docs/rules/content.md#project-date-ended). */
  private checked(content: ProjectContent): ProjectContent {
    if (content.status === ProjectStatus.ONGOING) return { ...content, dateEnded: null };
    if (!content.dateEnded) throw ProjectErrors.dateEndedRequired();
    // YYYY-MM-DD texts order as the dates do.
    if (content.dateStarted && content.dateEnded < content.dateStarted) throw ProjectErrors.endedBeforeStarted();
    return content;
  }
}
