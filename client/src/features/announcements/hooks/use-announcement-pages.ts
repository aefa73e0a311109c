import { usePagedQuery, type PagedList, type PagedQuery } from '../../../ui';

/** A query for one page of announcements: the residents' list or the featured ones. */
type AnnouncementPageQuery<Item> = PagedQuery<{ announcements: { total: number; items: Item[] } }>;

export type AnnouncementPages<Item> = PagedList<Item>;

/**
 * One page of announcements at a time, paged on the server, for the residents' list and the featured block: both
 * keep the previous page on screen while the next loads, and both re-read the list on each visit.
 */
export function useAnnouncementPages<Item>(query: AnnouncementPageQuery<Item>, pageSize: number): AnnouncementPages<Item> {
  return usePagedQuery(query, pageSize, (data) => data.announcements);
}
