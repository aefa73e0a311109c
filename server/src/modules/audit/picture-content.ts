import type { DataSource, DeepPartial, SelectQueryBuilder } from 'typeorm';
import { authorize, type ContentPolicy } from '../../auth/audience';
import type { Page, PageArgs, SortDirection } from '../../common/pagination';
import { type SortColumn, sortedPage } from '../../db/sorted-page';
import type { RequestContext } from '../../http/request-context';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureUpload } from '../../uploads/public-picture';
import { PictureRecords } from './picture-records';

type ContentArgs = PageArgs & { search?: string | null; sortDirection: SortDirection };

/**
 * A content module with a public picture (projects, events, officials): its service checks the policy and
 * runs the list, the look-up and the writes the same way; each module says only how its records are
 * searched and sorted and what its rules make of an input (docs/rules/content.md#partial-updates).
 */
export abstract class PictureContentService<T extends { id: number } & Record<K, string | null>, K extends string, A extends ContentArgs, C, U> {
  protected readonly records: PictureRecords<T, K>;

  protected constructor(
    protected readonly db: DataSource,
    storage: FileStorage,
    private readonly table: { entity: new () => T; alias: string; pictureKey: K; policy: ContentPolicy; notFound: () => Error },
  ) {
    this.records = new PictureRecords(db, storage, table.entity, table.pictureKey, table.notFound);
  }

  /** The query of a list, searched and filtered as the arguments say (the query's alias is the table's). */
  protected abstract filtered(query: SelectQueryBuilder<T>, args: A, search: string | undefined): SelectQueryBuilder<T>;

  /** The sort key the arguments ask for. */
  protected abstract sortOf(args: A): SortColumn;

  /** A new record's checked content. */
  protected abstract created(input: C): DeepPartial<T>;

  /** The record's checked content after the fields given (the rules hold on the merged record). */
  protected abstract changed(record: T, changes: U): Partial<T>;

  async list(ctx: RequestContext, args: A): Promise<Page<T>> {
    authorize(ctx, this.table.policy.view);
    const query = this.db.getRepository(this.table.entity).createQueryBuilder(this.table.alias);
    return await sortedPage(this.filtered(query, args, args.search?.trim() || undefined), args, this.sortOf(args));
  }

  async get(ctx: RequestContext, id: number): Promise<T> {
    authorize(ctx, this.table.policy.view);
    return await this.records.find(id);
  }

  async create(ctx: RequestContext, input: C, picture: PictureUpload): Promise<T> {
    const admin = authorize(ctx, this.table.policy.create);
    return await this.records.create(admin, this.created(input), picture);
  }

  /** Applies the fields given; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: U, picture: PictureUpload): Promise<T> {
    const admin = authorize(ctx, this.table.policy.update);
    return await this.records.update(admin, id, picture, (record) => Object.assign(record, this.changed(record, changes)));
  }

  /** Deletes the record, then (once that is committed) its picture file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.records.delete(authorize(ctx, this.table.policy.delete), id);
  }
}
