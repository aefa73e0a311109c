import { getMetadataStorage } from 'type-graphql';
import type { RequestContext } from '../http/request-context';
import { toSnakeCase } from './case';

/** A computed value both APIs show: the GraphQL field resolver and the REST projection call the same function. */
export type FieldValue<T> = (record: T, ctx: RequestContext) => unknown;

/** Where REST's legacy shape (docs/rules/rest-api.md#rest-records) differs from the GraphQL type's fields. */
export interface RestShape<T> {
  /** GraphQL fields REST does not show. */
  readonly omit?: readonly string[];
  /** REST names that are not the field's name in snake_case. */
  readonly names?: Readonly<Record<string, string>>;
  /** Fields REST shows first, in this order (the legacy order), before the rest in the type's order. */
  readonly first?: readonly string[];
  /** Fields REST shows just before another (the key), in this order: a field moved, or a computed one put in its legacy place. */
  readonly before?: Readonly<Record<string, readonly string[]>>;
  /** Values REST computes differently (absolute URLs), and the computed GraphQL fields (field resolvers) REST shows, by GraphQL name. */
  readonly values?: Readonly<Record<string, FieldValue<T>>>;
  /** Fields REST appends after the type's own, by GraphQL name. */
  readonly after?: readonly string[];
}

/** The class and its ancestors, the most basic first: GraphQL lists inherited fields (the id) before a type's own. */
function lineage(type: Function): Function[] {
  const chain: Function[] = [];
  for (let current: unknown = type; typeof current === 'function' && current !== Function.prototype; current = Object.getPrototypeOf(current)) {
    chain.unshift(current as Function);
  }
  return chain;
}

/** The names of the fields resolvers add to an object type (`@FieldResolver`): type-graphql lists them with its own once the schema is built. */
function fieldResolverNames(type: Function): Set<string> {
  const storage = getMetadataStorage();
  // Only resolvers with field resolvers are asked their type: a resolver declared without one throws when asked.
  const typeOf = (resolver: Function) => storage.resolverClasses.find((candidate) => candidate.target === resolver)?.getObjectType?.();
  return new Set(storage.fieldResolvers.filter((field) => typeOf(field.target) === type).map((field) => field.schemaName));
}

/** The names of an object type's own @Field properties and getters (not its field resolvers), inherited ones first, in declaration order. */
export function graphqlFieldNames(type: Function): string[] {
  const fields = getMetadataStorage().fields;
  const resolved = fieldResolverNames(type);
  const names = lineage(type).flatMap((target) => fields.filter((field) => field.target === target).map((field) => field.name));
  return [...new Set(names)].filter((name) => !resolved.has(name));
}

/** The REST field order: `first`, the type's own fields, `after`; each preceded by what `before` puts before it. */
function restOrder<T>(type: Function, shape: RestShape<T>): string[] {
  const placed = new Set([...(shape.first ?? []), ...Object.values(shape.before ?? {}).flat(), ...(shape.after ?? [])]);
  const own = graphqlFieldNames(type).filter((name) => !shape.omit?.includes(name) && !placed.has(name));
  return [...(shape.first ?? []), ...own, ...(shape.after ?? [])].flatMap((name) => [...(shape.before?.[name] ?? []), name]);
}

/**
 * REST's answer for a record, derived from the GraphQL type's fields (snake_case names, same values) with
 * the type's small table of legacy differences; no module writes its REST fields out by hand.
 */
export function restProjection<T extends object>(type: abstract new (...args: never[]) => T, shape: RestShape<T> = {}) {
  let plan: Array<[restName: string, value: FieldValue<T>]> | undefined;
  const planned = () => {
    plan ??= restOrder(type, shape).map((name) => [
      shape.names?.[name] ?? toSnakeCase(name),
      shape.values?.[name] ?? ((record: T) => (record as Record<string, unknown>)[name]),
    ]);
    return plan;
  };
  // Only the computed values that are promises are waited for: a list of 200,000 records would otherwise make a promise
  // for every field of every record (garbage the full user list's constant memory cannot afford).
  return async (record: T, ctx: RequestContext): Promise<Record<string, unknown>> => {
    const json: Record<string, unknown> = {};
    const pending: Array<Promise<void>> = [];
    for (const [name, value] of planned()) {
      const computed = value(record, ctx);
      // Set now, even while pending, so the fields keep the planned order when the value replaces it.
      json[name] = computed;
      if (computed instanceof Promise) pending.push(computed.then((settled: unknown) => { json[name] = settled; }));
    }
    await Promise.all(pending);
    return json;
  };
}

/** `/media/…` and other server paths as the absolute URLs REST answers with (PUBLIC_URL, else the request's origin). */
export function absoluteUrl(ctx: RequestContext, path: string | null): string | null {
  return path === null ? null : `${ctx.origin}${path}`;
}
