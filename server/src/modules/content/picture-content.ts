import type { DataSource, DeepPartial } from 'typeorm';
import { authorize, type ContentPolicy } from '../../identity/audience';
import type { Page, PageArgs, SortDirection } from '../../common/pagination';
import { whereAnyContains } from '../../db/like-pattern';
import { listPage, queryList, type SortKeys, sortOf } from '../../db/list-query';
import type { RequestContext } from '../../http/request-context';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureUpload } from '../../uploads/public-picture';
import { PictureRecords } from './picture-records';

/** A content list's arguments: a page, a search, the sort direction, and for a gallery whether the records have a picture. */
type ContentArgs = PageArgs & { search?: string | null; sortBy: string; sortDirection: SortDirection; withPhoto?: boolean | null };

/**
 * A content module with a public picture (projects, events, officials): its service checks the policy and
 * runs the list, the look-up and the writes the same way; each module says only which columns its search
 * reads, the sort key of each sort field, and what its rules make of the fields given: on a new record
 * (`blank`) as on a stored one, so the rules hold on the merged record (docs/rules/content.md#partial-updates).
 * `P` is the content an administrator writes: the record's fields the inputs carry.
 */
export abstract class PictureContentService<
  T extends P & { id: number; barangayId: number } & Record<K, string | null>, P extends object, K extends string, A extends ContentArgs, C extends U, U,
> {
  protected readonly records: PictureRecords<T, K>;

  protected constructor(
    protected readonly db: DataSource,
    storage: FileStorage,
    private readonly table: {
      entity: new () => T; alias: string; pictureKey: K; policy: ContentPolicy; notFound: () => Error;
      /** The columns a list's search looks in, by the query's alias (`event.eventName`). */
      searched: readonly [string, ...string[]];
      /** The sort key of each sort field. */
      sorts: Readonly<Record<A['sortBy'], SortKeys>>;
      /** What a new record holds before its input is applied: the value of each field the create input may leave out. */
      blank: P;
    },
  ) {
    this.records = new PictureRecords(db, storage, table.entity, table.pictureKey, table.notFound);
  }

  /** The content after the fields given (a field not given keeps its current value), checked against the module's rules. */
  protected abstract merged(current: P, changes: U): P & DeepPartial<T>;

  async list(ctx: RequestContext, args: A): Promise<Page<T>> {
    authorize(ctx, this.table.policy.view);
    const query = this.db.getRepository(this.table.entity).createQueryBuilder(this.table.alias)
      .where(`${this.table.alias}.barangayId = :barangayId`, { barangayId: ctx.barangay.id });
    whereAnyContains(query, this.table.searched, args.search);
    const sortBy: A['sortBy'] = args.sortBy;
    // The id breaks ties in the direction asked.
    const order = sortOf(this.table.sorts, sortBy, args.sortDirection, { by: `${this.table.alias}.id` });
    return await listPage(queryList(this.records.withPicture(query, args.withPhoto)), order, args);
  }

  async get(ctx: RequestContext, id: number): Promise<T> {
    authorize(ctx, this.table.policy.view);
    return await this.records.find(ctx.barangay.id, id);
  }

  async create(ctx: RequestContext, input: C, picture: PictureUpload): Promise<T> {
    const admin = authorize(ctx, this.table.policy.create);
    return await this.records.create(admin, ctx.barangay.id, this.merged(this.table.blank, input), picture);
  }

  /** Applies the fields given; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: U, picture: PictureUpload): Promise<T> {
    const admin = authorize(ctx, this.table.policy.update);
    return await this.records.update(admin, ctx.barangay.id, id, picture, (record) => Object.assign(record, this.merged(record, changes)));
  }

  /** Deletes the record, then (once that is committed) its picture file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.records.delete(authorize(ctx, this.table.policy.delete), ctx.barangay.id, id);
  }
}
