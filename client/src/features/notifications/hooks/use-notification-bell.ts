import type { ApolloCache } from '@apollo/client';
import { skipToken, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationItemFragment } from '../../../gql/graphql';
import {
  MarkAllNotificationsReadMutation, MarkNotificationsReadMutation, NotificationAddedSubscription,
  NotificationListQuery, UnreadNotificationCountQuery,
} from '../api/notifications.graphql';
import {
  BELL_PAGE_SIZE, unreadIdsOf, withNewNotification, withNotificationsRead, type BellState,
} from '../notification-cache';

/** The fallback when the subscription socket is down: the badge is re-read this often. */
export const UNREAD_POLL_MS = 30_000;
/** How long the toast of a live arrival stays. */
export const TOAST_MS = 6000;

const LIST_VARIABLES = { pageSize: BELL_PAGE_SIZE };

/** Reads the bell's cached count and list, applies a change (see notification-cache.ts) and writes back. */
function updateBell(cache: ApolloCache, change: (state: BellState) => BellState): void {
  const count = cache.readQuery({ query: UnreadNotificationCountQuery });
  const list = cache.readQuery({ query: NotificationListQuery, variables: LIST_VARIABLES });
  const before: BellState = { unreadCount: count?.unreadNotificationCount ?? null, list: list?.notifications ?? null };
  const after = change(before);
  if (after === before) return;
  if (after.unreadCount !== null && after.unreadCount !== before.unreadCount) {
    cache.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: after.unreadCount } });
  }
  if (after.list && after.list !== before.list) {
    cache.writeQuery({ query: NotificationListQuery, variables: LIST_VARIABLES, data: { notifications: after.list } });
  }
}

export interface NotificationBellState {
  open: boolean;
  toggle: () => void;
  close: () => void;
  unreadCount: number;
  /** The newest notifications; undefined until the bell is first opened and they have loaded. */
  items: readonly NotificationItemFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Those that were unread when shown (opening the bell marks them read): highlighted while it stays open. */
  freshIds: ReadonlySet<number>;
  markAllRead: () => void;
  /** The title of the latest live arrival, for a few seconds (the bell says 'New: <title>'). */
  toast: string | null;
}

/**
 * The signed-in resident's notification bell: the unread count (live over the notificationAdded
 * subscription, polled as a fallback), the newest notifications when opened, marked read once shown.
 */
export function useNotificationBell(): NotificationBellState {
  const [open, setOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(() => new Set());
  const requested = useRef(new Set<number>());

  const count = useQuery(UnreadNotificationCountQuery, { pollInterval: UNREAD_POLL_MS });
  const list = useQuery(
    NotificationListQuery,
    open ? { variables: LIST_VARIABLES, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const [markAll] = useMutation(MarkAllNotificationsReadMutation);

  useSubscription(NotificationAddedSubscription, {
    onData: ({ client, data }) => {
      const item = data.data?.notificationAdded;
      if (!item) return;
      updateBell(client.cache, (state) => withNewNotification(state, item));
      setToast(item.title);
    },
  });

  useEffect(() => {
    if (toast === null) return undefined;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // Opening the bell marks what it shows read, including what arrives while it is open.
  const items = list.data?.notifications.items;
  useEffect(() => {
    if (!open || !items) return;
    const ids = unreadIdsOf(items).filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    setFreshIds((previous) => new Set([...previous, ...ids]));
    markRead({
      variables: { ids },
      update(cache, { data }) {
        const unreadCount = data?.markNotificationsRead.unreadCount;
        if (unreadCount === undefined) return;
        updateBell(cache, (state) => withNotificationsRead(state, ids, new Date().toISOString(), unreadCount));
      },
    }).catch(() => {
      // Left unread: the next opening tries again.
      for (const id of ids) requested.current.delete(id);
    });
  }, [open, items, markRead]);

  const close = useCallback(() => {
    setOpen(false);
    setFreshIds(new Set());
  }, []);
  const toggle = useCallback(() => {
    if (open) close();
    else setOpen(true);
  }, [open, close]);

  const markAllRead = useCallback(() => {
    markAll({
      update(cache, { data }) {
        const unreadCount = data?.markAllNotificationsRead.unreadCount;
        if (unreadCount === undefined) return;
        updateBell(cache, (state) => withNotificationsRead(state, 'all', new Date().toISOString(), unreadCount));
      },
    }).catch(() => undefined);
  }, [markAll]);

  return {
    open,
    toggle,
    close,
    unreadCount: count.data?.unreadNotificationCount ?? 0,
    items,
    loading: list.loading && !items,
    failed: Boolean(list.error) && !items,
    freshIds,
    markAllRead,
    toast,
  };
}
