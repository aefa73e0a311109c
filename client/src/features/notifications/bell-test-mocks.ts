import type { MockLink } from '@apollo/client/testing';
import { NotificationAddedSubscription, UnreadNotificationCountQuery } from './api/notifications.graphql';

/**
 * For tests only: what a resident's top bar asks for (the bell's count, as often as asked, and a
 * subscription that stays silent), so screens rendered in the resident layout need not mock the bell.
 */
export function bellMocks(unreadCount = 0): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UnreadNotificationCountQuery },
      result: { data: { unreadNotificationCount: unreadCount } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: NotificationAddedSubscription },
      result: { data: null },
      delay: Number.POSITIVE_INFINITY,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}
