import type { RequestContext } from '../http/request-context';
import type { PictureUpload } from '../uploads/public-picture';
import type { Page } from './pagination';

/**
 * What a content module's service offers (projects, events, officials, announcements): list, read, write,
 * delete. Both doors are built on it: graphql/content-resolver.ts and rest/content-router.ts.
 */
export interface ContentService<T, A, C, U> {
  list(ctx: RequestContext, args: A): Promise<Page<T>>;
  get(ctx: RequestContext, id: number): Promise<T>;
  create(ctx: RequestContext, input: C, picture: PictureUpload): Promise<T>;
  update(ctx: RequestContext, id: number, changes: U, picture: PictureUpload): Promise<T>;
  delete(ctx: RequestContext, id: number): Promise<unknown>;
}
