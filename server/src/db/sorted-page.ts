import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { type Page, type PageArgs, pageWindow, type SortDirection } from '../common/pagination';

/** A list's sort key: an expression of the query's alias, with where its empty values go. */
export interface SortColumn {
  column: string;
  nulls?: 'NULLS FIRST' | 'NULLS LAST';
}

/**
 * One page of a filtered list query and the total it has, sorted by `sort` and then by id in the same
 * direction, so equal keys keep one order and no row shows on two pages.
 */
export async function sortedPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>, args: PageArgs & { sortDirection: SortDirection }, sort: SortColumn,
): Promise<Page<T>> {
  const { skip, take } = pageWindow(args);
  const [items, total] = await query
    .orderBy(sort.column, args.sortDirection, sort.nulls)
    .addOrderBy(`${query.alias}.id`, args.sortDirection)
    .skip(skip).take(take)
    .getManyAndCount();
  return { items, total, page: args.page, pageSize: args.pageSize };
}
