import { describe, expect, it } from 'vitest';
import type { NotificationItemFragment } from '../../gql/graphql';
import { inEnglish } from '../../ui/testing/in-english';
import { notificationsMessages } from './messages';
import {
  badgeText, unreadIdsOf, withNewNotification, withNotificationsRead,
  type BellState, type NotificationList,
} from './notification-cache';

const item = (id: number, overrides: Partial<NotificationItemFragment> = {}): NotificationItemFragment => ({
  id,
  kind: 'REQUEST_STATUS_CHANGED',
  title: `Notification ${id}`,
  message: `Message ${id}`,
  requestId: id,
  referenceNumber: `BRGY-2026-${String(id).padStart(6, '0')}`,
  read: false,
  readAt: null,
  createdAt: '2026-03-05T02:15:00.000Z',
  ...overrides,
});

const list = (items: NotificationItemFragment[], total = items.length): NotificationList => ({
  items, total, unreadCount: items.filter((i) => !i.read).length,
});

describe('withNewNotification', () => {
  it('adds one to the count and puts the notification first in the list', () => {
    const state: BellState = { unreadCount: 1, list: list([item(2), item(1, { read: true })]) };
    const next = withNewNotification(state, item(3));
    expect(next.unreadCount).toBe(2);
    expect(next.list?.items.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(next.list?.total).toBe(3);
    expect(next.list?.unreadCount).toBe(2);
  });

  it('changes nothing for a notification already in the list (no duplicate, no double count)', () => {
    const state: BellState = { unreadCount: 1, list: list([item(3), item(2, { read: true })]) };
    expect(withNewNotification(state, item(3))).toBe(state);
  });

  it('counts even when the list was never loaded, and leaves an unloaded count alone', () => {
    expect(withNewNotification({ unreadCount: 0, list: null }, item(1))).toEqual({ unreadCount: 1, list: null });
    expect(withNewNotification({ unreadCount: null, list: null }, item(1))).toEqual({ unreadCount: null, list: null });
  });

  it('keeps the page size: the oldest entry drops off the end', () => {
    const state: BellState = { unreadCount: 0, list: list([item(2, { read: true }), item(1, { read: true })], 7) };
    const next = withNewNotification(state, item(3), 2);
    expect(next.list?.items.map((i) => i.id)).toEqual([3, 2]);
    expect(next.list?.total).toBe(8);
  });

  it('does not count a notification that arrives already read', () => {
    expect(withNewNotification({ unreadCount: 4, list: null }, item(9, { read: true })).unreadCount).toBe(4);
  });
});

describe('marking read', () => {
  const state: BellState = { unreadCount: 5, list: list([item(3), item(2), item(1, { read: true, readAt: 'earlier' })]) };

  it('lists the unread ids among those shown', () => {
    expect(unreadIdsOf(state.list?.items ?? [])).toEqual([3, 2]);
  });

  it('marks the given ids read and takes the counts from the server', () => {
    const next = withNotificationsRead(state, [3], 'now', 4);
    expect(next.unreadCount).toBe(4);
    expect(next.list?.unreadCount).toBe(4);
    expect(next.list?.items.map((i) => [i.id, i.read, i.readAt])).toEqual([[3, true, 'now'], [2, false, null], [1, true, 'earlier']]);
  });

  it("'all' marks every unread one and keeps earlier read times", () => {
    const next = withNotificationsRead(state, 'all', 'now', 0);
    expect(next.list?.items.map((i) => [i.read, i.readAt])).toEqual([[true, 'now'], [true, 'now'], [true, 'earlier']]);
    expect(next.unreadCount).toBe(0);
  });
});

describe('bell texts', () => {
  it('names the unread count in the label and caps the badge', () => {
    const t = inEnglish(notificationsMessages);
    expect(t('bell.label', { count: 2 })).toBe('Notifications, 2 unread');
    expect(t('bell.label', { count: 0 })).toBe('Notifications, no unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(150)).toBe('99+');
  });
});
