import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page, PageArgs } from '../common/pagination';
import { SortDirection } from '../common/sort-direction';

// The one list engine: every list of the portal is ordered, windowed and counted here, whether it is read through a
// TypeORM query builder or a raw SQL statement. A list says what it reads (a source), the sort keys of its sort fields
// and its unique tie-break (an order); the engine writes the ORDER BY, cuts the page and counts the total, always one
// way: the page's statement and a count(*) of the same rows without the order, sent together.

export type NullsOrder = 'NULLS FIRST' | 'NULLS LAST';

/** How a key follows the direction a list is asked for: the same, the opposite (an age sorts by the birthdate backwards), or fixed. */
export type KeyDirection = 'asked' | 'opposite' | SortDirection;

/** One sort key: an SQL expression of the list's rows (`lower(project.title)`, `c.created_at`), its direction and where its empty values go. */
export interface SortKey {
  readonly by: string;
  /** 'asked' when left out. */
  readonly direction?: KeyDirection;
  readonly nulls?: NullsOrder;
}

/** A sort field's keys: one key, or several read in turn (last name, then first name). */
export type SortKeys = SortKey | readonly SortKey[];

/** A list's whole order: the keys its sort field names, then a key unique per row, so equal keys keep one order and no row shows on two pages. */
export interface ListOrder {
  readonly keys: readonly SortKey[];
  readonly tieBreak: SortKey;
  /** The direction the list is asked for; a fixed order is asked ascending. */
  readonly direction: SortDirection;
}

/** One term of the ORDER BY as it is sent. */
export interface OrderTerm {
  readonly by: string;
  readonly direction: SortDirection;
  readonly nulls?: NullsOrder;
}

/** Rows skipped and rows read; `take` undefined reads them all. */
export interface RowWindow {
  readonly skip: number;
  readonly take?: number;
}

/** What a list reads: a window of its rows in an order, and how many rows it has in all. */
export interface ListSource<T> {
  rows(order: readonly OrderTerm[], window: RowWindow): Promise<T[]>;
  count(): Promise<number>;
}

/** What runs a raw statement: the data source, or a transaction's manager (its statements then take turns on its connection). */
export type SqlRunner = Pick<EntityManager, 'query'>;

/**
 * The sort parser: the order a list's sort field names, in the direction asked, broken by `tieBreak`. A field the list
 * does not sort by is a programming error (the GraphQL and REST enums refuse it before a service is called).
 */
export function sortOf<F extends string>(
  sorts: Readonly<Record<F, SortKeys>>, field: F, direction: SortDirection, tieBreak: SortKey,
): ListOrder {
  const keys: SortKeys | undefined = sorts[field];
  if (keys === undefined) throw new Error(`The list has no sort field "${field}".`);
  return { keys: Array.isArray(keys) ? keys : [keys as SortKey], tieBreak, direction };
}

/** A list's one order, whatever it is asked (keys with fixed directions, or ascending ones). */
export function fixedOrder(keys: readonly SortKey[], tieBreak: SortKey): ListOrder {
  return { keys, tieBreak, direction: SortDirection.ASC };
}

const opposite = (direction: SortDirection) => (direction === SortDirection.ASC ? SortDirection.DESC : SortDirection.ASC);

function termOf(key: SortKey, asked: SortDirection): OrderTerm {
  const wanted = key.direction ?? 'asked';
  const direction = wanted === 'asked' ? asked : wanted === 'opposite' ? opposite(asked) : wanted;
  return { by: key.by, direction, ...(key.nulls && { nulls: key.nulls }) };
}

/** The order's terms as they are sent: its keys, then the tie-break. */
export function orderTerms(order: ListOrder): OrderTerm[] {
  return [...order.keys, order.tieBreak].map((key) => termOf(key, order.direction));
}

/** The page's window of rows: the pages before it skipped. */
export function pageWindow({ page, pageSize }: PageArgs): RowWindow & { take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** One page of a list in its order and the exact total of its rows; the page's statement and the count are sent together. */
export async function listPage<T>(source: ListSource<T>, order: ListOrder, args: PageArgs): Promise<Page<T>> {
  const [items, total] = await Promise.all([source.rows(orderTerms(order), pageWindow(args)), source.count()]);
  return { items, total, page: args.page, pageSize: args.pageSize };
}

/** Every row of a list, in its order (a list short by nature: the puroks, the staff). */
export async function listAll<T>(source: ListSource<T>, order: ListOrder): Promise<T[]> {
  return await source.rows(orderTerms(order), { skip: 0 });
}

/** The first `take` rows of a list in its order (the counter's few matches). */
export async function listFirst<T>(source: ListSource<T>, order: ListOrder, take: number): Promise<T[]> {
  return await source.rows(orderTerms(order), { skip: 0, take });
}

/** The page's items made into what the list answers (a raw row into an entry), the total and page as they are. */
export async function mappedPage<R, T>(page: Promise<Page<R>>, map: (row: R) => T): Promise<Page<T>> {
  const { items, ...rest } = await page;
  return { ...rest, items: items.map(map) };
}

// --- Query builder lists ------------------------------------------------------------------------------------------

/**
 * Joins that can repeat a row (one-to-many, many-to-many) would make the window and the count wrong: a list joins
 * what each row has one of (its household, its type). Joins on a condition rather than a relation are the list's to keep one-to-one.
 */
function assertOneRowPerRecord(query: SelectQueryBuilder<ObjectLiteral>): void {
  for (const join of query.expressionMap.joinAttributes) {
    const relation = join.relation;
    if (relation && !(relation.isManyToOne || relation.isOneToOneOwner || relation.isOneToOneNotOwner)) {
      const joined = typeof join.entityOrProperty === 'string' ? join.entityOrProperty : join.entityOrProperty.name;
      throw new Error(`A list cannot join "${joined}": it is ${relation.relationType}, and would repeat the list's rows.`);
    }
  }
}

/** Applies the order's terms to a query builder, replacing any order it had. */
function orderedQuery<Q extends SelectQueryBuilder<ObjectLiteral>>(query: Q, order: readonly OrderTerm[]): Q {
  query.orderBy();
  for (const term of order) query.addOrderBy(term.by, term.direction, term.nulls);
  return query;
}

/**
 * A list of entities read through a query builder (its filters applied, no order). `counted` counts the rows when the
 * list's own joins are not needed to filter them (a count without joins costs less). Offset and limit, not TypeORM's
 * skip and take: the joins repeat no row, so the plain window is right and ordering by an expression stays possible.
 */
export function queryList<E extends ObjectLiteral>(query: SelectQueryBuilder<E>, options: { counted?: SelectQueryBuilder<ObjectLiteral> } = {}): ListSource<E> {
  return queryListOf(query, (windowed) => windowed.getMany(), options);
}

/** A list read through a query builder whose rows are read by `read` from the ordered window (a search's raw ids). */
export function queryListOf<Q extends ObjectLiteral, T>(
  query: SelectQueryBuilder<Q>, read: (windowed: SelectQueryBuilder<Q>) => Promise<T[]>, options: { counted?: SelectQueryBuilder<ObjectLiteral> } = {},
): ListSource<T> {
  assertOneRowPerRecord(query);
  return {
    rows: async (order, { skip, take }) => await read(orderedQuery(query.clone(), order).offset(skip).limit(take)),
    count: async () => {
      const counted = (options.counted ?? query).clone().select('count(*)', 'total').orderBy().offset(undefined).limit(undefined);
      return Number((await counted.getRawOne<{ total: string }>())?.total ?? 0);
    },
  };
}

// --- Raw SQL lists ------------------------------------------------------------------------------------------------

/**
 * The filter parser of raw lists: conditions joined by AND, each value a parameter numbered as it is added ($1, $2…),
 * so a condition is written with the placeholder `param` gives it.
 */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** The placeholder of a new parameter holding `value`. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** The conditions as a WHERE clause's text; none keeps every row. */
  get where(): string {
    return this.conditions.length === 0 ? 'true' : this.conditions.join(' AND ');
  }
}

/** The ORDER BY of a raw statement. */
export function orderSql(order: readonly OrderTerm[]): string {
  return order.map((term) => `${term.by} ${term.direction}${term.nulls ? ` ${term.nulls}` : ''}`).join(', ');
}

/**
 * A list read by raw SQL: `select` is the statement up to its WHERE (the columns and joins a row shows), `from` the
 * table (with the alias the conditions use) its rows are counted in, `conditions` its filters. The window's numbers
 * are parameters after the conditions' own. Every row of the list when the window takes them all.
 */
export function sqlList<R>(runner: SqlRunner, statement: { select: string; from: string; conditions: Pick<SqlConditions, 'where' | 'params'> }): ListSource<R> {
  const { select, from, conditions: { where, params } } = statement;
  return {
    rows: async (order, { skip, take }) => {
      const sql = `${select} WHERE ${where} ORDER BY ${orderSql(order)}`;
      if (take === undefined) return await runner.query<R[]>(sql, [...params]);
      return await runner.query<R[]>(`${sql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, take, skip]);
    },
    count: async () => {
      const [{ total }] = await runner.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [...params]);
      return total;
    },
  };
}
