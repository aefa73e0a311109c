import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTableState, type PaginationProps } from '../../../ui';

/** A query for one page of announcements: the residents' list or the featured ones. */
type AnnouncementPageQuery<Item> = TypedDocumentNode<
  { announcements: { total: number; items: Item[] } },
  { page: number; pageSize: number }
>;

export interface AnnouncementPages<Item> {
  /** The current page's answer, or the previous one while the next loads; undefined before the first. */
  list: { total: number; items: Item[] } | undefined;
  loading: boolean;
  failed: boolean;
  /** For <Pagination>: the page (kept within the page count when the list shrinks) and its moves. */
  pages: Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'>;
}

/**
 * One page of announcements at a time, paged on the server, for the residents' list and the featured block: both
 * keep the previous page on screen while the next loads, and both re-read the list on each visit.
 */
export function useAnnouncementPages<Item>(query: AnnouncementPageQuery<Item>, pageSize: number): AnnouncementPages<Item> {
  const paging = useTableState({ pageSize });
  const { data, previousData, loading, error } = useQuery(query, {
    variables: { page: paging.page, pageSize: paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.announcements ?? previousData?.announcements;
  const page = paging.clampToPageCount(list?.total);
  return {
    list,
    loading,
    failed: error !== undefined,
    pages: { page, pageCount: paging.pageCountFor(list?.total ?? 0), onPageChange: paging.setPage },
  };
}
