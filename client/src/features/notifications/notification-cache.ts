import type { NotificationItemFragment, NotificationListQuery } from '../../gql/graphql';

/**
 * How the bell's cached data changes when something happens, as pure functions over the query shapes, so
 * the rules are tested without a cache: the hook only reads the cached values, applies these and writes back.
 */

export type NotificationList = NotificationListQuery['notifications'];

/** The bell's list asks for this many of the newest notifications. */
export const BELL_PAGE_SIZE = 20;

export interface BellState {
  /** The badge's unread count; null while not yet loaded. */
  unreadCount: number | null;
  /** The cached list; null while never loaded (it is fetched when the bell is first opened). */
  list: NotificationList | null;
}

/**
 * A notification arrived live: it goes first in the list (the list keeps its page size) and, when unread,
 * adds one to the counts. One already known (the list was fetched after it was saved) changes nothing.
 */
export function withNewNotification(
  state: BellState, item: NotificationItemFragment, pageSize = BELL_PAGE_SIZE,
): BellState {
  if (state.list?.items.some((known) => known.id === item.id)) return state;
  const unreadStep = item.read ? 0 : 1;
  return {
    unreadCount: state.unreadCount === null ? null : state.unreadCount + unreadStep,
    list: state.list && {
      ...state.list,
      items: [item, ...state.list.items].slice(0, pageSize),
      total: state.list.total + 1,
      unreadCount: state.list.unreadCount + unreadStep,
    },
  };
}

/** The ids of the unread notifications among those shown: the ones opening the bell marks read. */
export function unreadIdsOf(items: readonly NotificationItemFragment[]): number[] {
  return items.filter((item) => !item.read).map((item) => item.id);
}

/**
 * Notifications were marked read (the given ids, or 'all'): they show as read from `readAt`, and the counts
 * become what the server answered (it knows about notifications beyond the shown page).
 */
export function withNotificationsRead(
  state: BellState, ids: readonly number[] | 'all', readAt: string, unreadCount: number,
): BellState {
  const marked = ids === 'all' ? null : new Set(ids);
  return {
    unreadCount,
    list: state.list && {
      ...state.list,
      unreadCount,
      items: state.list.items.map((item) =>
        !item.read && (marked === null || marked.has(item.id)) ? { ...item, read: true, readAt } : item),
    },
  };
}

/** The badge text: large counts are capped so the badge keeps its size. */
export const badgeText = (unreadCount: number): string => (unreadCount > 99 ? '99+' : String(unreadCount));
