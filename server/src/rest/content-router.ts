import { Router, type RequestHandler } from 'express';
import type { ContentPolicy } from '../identity/audience';
import type { ContentService } from '../common/content-service';
import type { PageArgs } from '../common/pagination';
import { validatedInput } from '../common/validate-input';
import type { RequestContext } from '../http/request-context';
import { NO_PICTURE, type PictureUpload } from '../uploads/public-picture';
import { PICTURE_FORM, refuseMultipart, restForm } from '../uploads/rest-multipart';
import { bodyInput, type BodyShape } from './body-input';
import { toSnakeCase } from './case';
import { bodyOf, pictureFrom } from './form-fields';
import { contextOf, guard } from './handler';
import { idParam } from './params';
import { absoluteUrl, type RestShape } from './projection';
import type { RestOptions } from './rest-options';

/** What is specific to one content module's REST routes; the routes themselves are the same for all four. */
export interface ContentRestSpec<T, A, C extends object, U extends object> {
  service: ContentService<T, A, C, U>;
  /** The module's policy table: who may write. */
  policy: ContentPolicy;
  /** The REST answer for one record (the module's restProjection). */
  toJson: (record: T, ctx: RequestContext) => Promise<unknown>;
  /** The list arguments of the REST list: every row, in the order the REST clients know. */
  everyRow: () => A;
  /** Where the REST form differs from the update input's fields, read filled-only (docs/rules/rest-api.md#rest-filled-fields). */
  body?: BodyShape<U>;
  CreateInput: new () => C;
  UpdateInput: new () => U;
  /** The record's picture, by its GraphQL argument's name (`eventPhoto`); REST takes it under that name in snake_case or an alias. */
  picture?: { field: string };
}

/** The names any content record's picture may also arrive under (docs/rules/rest-api.md#rest-picture-aliases). */
const PICTURE_ALIASES = ['photo', 'src', 'image'];

/**
 * REST's picture of a content record (docs/rules/rest-api.md#rest-records): the GraphQL `<field>Url` (a path)
 * as an absolute URL, under the picture's own name in snake_case (`eventPhoto`: `event_photo`).
 */
export function pictureUrlShape<F extends string>(field: F): RestShape<Record<`${F}Url`, string | null>> {
  const url = `${field}Url` as const;
  return {
    // The responsive picture (its size and copies) is the portal's own; REST keeps its one URL.
    omit: [field],
    names: { [url]: toSnakeCase(field) },
    values: { [url]: (record: Record<`${F}Url`, string | null>, ctx: RequestContext) => absoluteUrl(ctx, record[url]) },
  };
}

/** Paging arguments that cover every row: the REST lists answer whole collections. */
export function everyRowOf<A extends PageArgs>(Args: new () => A, order: Omit<Partial<A>, 'page' | 'pageSize'>): A {
  return Object.assign(new Args(), order, { page: 1, pageSize: 2 ** 31 - 1 });
}

/**
 * The REST routes of a content module (docs/rules/rest-api.md#rest-paths): public reads, guarded writes;
 * with a picture, the writes read multipart bodies (after the guard, so nobody else's body is read) and
 * every other route refuses them.
 */
export function contentRestRouter<T, A, C extends object, U extends object>(spec: ContentRestSpec<T, A, C, U>, options: RestOptions): Router {
  const { service, policy, toJson } = spec;
  const fields = bodyInput(spec.UpdateInput, spec.body);
  const router = Router();
  const form: RequestHandler[] = spec.picture ? [restForm(options.uploads, PICTURE_FORM)] : [];
  const pictureOf = (req: Parameters<RequestHandler>[0]): PictureUpload =>
    spec.picture ? pictureFrom(req, [toSnakeCase(spec.picture.field), ...PICTURE_ALIASES], spec.picture.field) : NO_PICTURE;

  router.post('/', guard(policy.create), ...form, async (req, res) => {
    const ctx = contextOf(res);
    // The create input has the update input's fields, required rather than optional.
    const input = await validatedInput(spec.CreateInput, fields(bodyOf(req)) as unknown as Partial<C>);
    res.status(201).json(await toJson(await service.create(ctx, input, pictureOf(req)), ctx));
  });

  router.put('/:id/', guard(policy.update), ...form, async (req, res) => {
    const ctx = contextOf(res);
    const id = idParam(req);
    const changes = await validatedInput(spec.UpdateInput, fields(bodyOf(req)));
    res.json(await toJson(await service.update(ctx, id, changes, pictureOf(req)), ctx));
  });

  // The routes above are the only ones here that take files.
  if (spec.picture) router.use(refuseMultipart());

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    const { items } = await service.list(ctx, spec.everyRow());
    res.json(await Promise.all(items.map((record) => toJson(record, ctx))));
  });

  router.get('/:id/', async (req, res) => {
    const ctx = contextOf(res);
    res.json(await toJson(await service.get(ctx, idParam(req)), ctx));
  });

  router.delete('/:id/', guard(policy.delete), async (req, res) => {
    await service.delete(contextOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
