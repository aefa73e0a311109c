import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { PaginationProps } from './pagination';
import { useTableState } from './table-state';
import type { ListPage } from './use-manager-screen';

/** A query for one page of a list: it takes the page (from 1) and the page size. */
export type PagedQuery<TData> = TypedDocumentNode<TData, { page: number; pageSize: number }>;

export interface PagedList<Item> {
  /** The current page's answer, or the previous one while the next loads; undefined before the first. */
  list: ListPage<Item> | undefined;
  loading: boolean;
  /** The last load failed (the previous page, if there is one, stays). */
  failed: boolean;
  /** For <Pagination> (or a Gallery's `paging`): the page, kept within the page count when the list shrinks, and its moves. */
  pages: Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'>;
}

/**
 * One page of a list at a time, paged on the server, for the lists and galleries outside the admin screens
 * (docs/rules/common.md#table-page-reset): the previous page stays on screen while the next loads, the page
 * moves back when the list shrank under it, and the list is read again on each visit.
 */
export function usePagedQuery<TData, Item>(
  query: PagedQuery<TData>,
  pageSize: number,
  listOf: (data: TData) => ListPage<Item>,
): PagedList<Item> {
  const paging = useTableState({ pageSize });
  const { data, previousData, loading, error } = useQuery(query, {
    variables: { page: paging.page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data ?? previousData;
  const list = answer ? listOf(answer) : undefined;
  const page = paging.clampToPageCount(list?.total);
  return {
    list,
    loading,
    failed: error !== undefined,
    pages: { page, pageCount: paging.pageCountFor(list?.total ?? 0), onPageChange: paging.setPage },
  };
}
