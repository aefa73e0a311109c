import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationItemFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { theme } from '../../../theme';
import {
  MarkAllNotificationsReadMutation, MarkNotificationsReadMutation, NotificationAddedSubscription,
  NotificationListQuery, UnreadNotificationCountQuery,
} from '../api/notifications.graphql';
import { BELL_PAGE_SIZE } from '../notification-cache';
import { NotificationBell } from './notification-bell';

type Item = NotificationItemFragment & { __typename: 'Notification' };

const notification = (id: number, overrides: Partial<NotificationItemFragment> = {}): Item => ({
  __typename: 'Notification',
  id,
  kind: 'REQUEST_STATUS_CHANGED',
  title: `Barangay Clearance is now Processing (${id})`,
  message: `Your Barangay Clearance request BRGY-2026-00000${id} is now Processing.`,
  requestId: id,
  referenceNumber: `BRGY-2026-00000${id}`,
  read: false,
  readAt: null,
  createdAt: new Date(2026, 2, id, 9, 30).toISOString(),
  ...overrides,
});

const countMock = (count: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountQuery },
  result: { data: { unreadNotificationCount: count } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const listMock = (items: Item[], unreadCount = items.filter((i) => !i.read).length): MockLink.MockedResponse => ({
  request: { query: NotificationListQuery, variables: { pageSize: BELL_PAGE_SIZE } },
  result: {
    data: { notifications: { __typename: 'NotificationPage', items, total: items.length, unreadCount } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const quietSubscription: MockLink.MockedResponse = {
  request: { query: NotificationAddedSubscription },
  result: { data: null },
  delay: Number.POSITIVE_INFINITY,
};

function renderBell(mocks: MockLink.MockedResponse[]) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[...mocks, quietSubscription]}>
        <NotificationBell />
      </MockedProvider>
    </ThemeProvider>,
  );
}

describe('NotificationBell', () => {
  it('names the unread count and shows it on a badge', async () => {
    renderBell([countMock(2)]);
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it('shows no badge when nothing is unread', async () => {
    renderBell([countMock(0)]);
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('opens the list newest first, with message, reference and time, and marks the shown unread ones read', async () => {
    const user = userEvent.setup();
    const newest = notification(3, { kind: 'REQUEST_READY_FOR_PICKUP', title: 'Barangay Clearance is ready for pickup' });
    const older = notification(2);
    const oldest = notification(1, { read: true, readAt: new Date(2026, 2, 1, 10).toISOString() });
    const marked = vi.fn(() => ({ data: { markNotificationsRead: { __typename: 'NotificationsReadResult', marked: 2, unreadCount: 0 } } }));
    renderBell([
      countMock(2),
      listMock([newest, older, oldest]),
      { request: { query: MarkNotificationsReadMutation, variables: { ids: [3, 2] } }, result: marked },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries).toHaveLength(3);
    [newest, older, oldest].forEach((shown, index) => expect(entries[index]).toHaveTextContent(shown.title));
    expect(within(entries[0]).getByText('Reference: BRGY-2026-000003')).toBeInTheDocument();
    expect(within(entries[0]).getByText(newest.message)).toBeInTheDocument();
    expect(within(entries[0]).getByText(formatDateTime(newest.createdAt))).toBeInTheDocument();
    expect(formatDateTime(newest.createdAt)).toBe('March 3, 2026, 9:30 AM');

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeInTheDocument();
    // Still highlighted as new while the bell stays open.
    expect(within(entries[0]).getByText('New')).toBeInTheDocument();
    expect(within(entries[2]).queryByText('New')).not.toBeInTheDocument();
  });

  it("says 'No notifications yet.' when there are none", async () => {
    const user = userEvent.setup();
    renderBell([countMock(0), listMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, no unread' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it("'Mark all as read' clears the count, including notifications beyond the shown page", async () => {
    const user = userEvent.setup();
    const all = vi.fn(() => ({ data: { markAllNotificationsRead: { __typename: 'NotificationsReadResult', marked: 4, unreadCount: 0 } } }));
    renderBell([
      countMock(5),
      listMock([notification(1, { read: true })], 5),
      { request: { query: MarkAllNotificationsReadMutation }, result: all },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    await screen.findByText(notification(1).title);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeInTheDocument();
    expect(all).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('counts a notification arriving live and announces it, without a reload', async () => {
    const arriving = notification(4, { kind: 'REQUEST_READY_FOR_PICKUP', title: 'Barangay Clearance is ready for pickup' });
    render(
      <ThemeProvider theme={theme}>
        <MockedProvider
          mocks={[
            countMock(0),
            { request: { query: NotificationAddedSubscription }, result: { data: { notificationAdded: arriving } }, delay: 50 },
          ]}
        >
          <NotificationBell />
        </MockedProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications, no unread' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New: Barangay Clearance is ready for pickup');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderBell([countMock(0), listMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, no unread' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
