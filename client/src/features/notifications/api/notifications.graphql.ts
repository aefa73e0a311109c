import { graphql } from '../../../gql';

export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    kind
    title
    message
    requestId
    referenceNumber
    read
    readAt
    createdAt
  }
`);

/** The bell's badge; polled as the fallback when the subscription socket is down. */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** The bell's list: the newest notifications. */
export const NotificationListQuery = graphql(`
  query NotificationList($pageSize: Int!) {
    notifications(page: 1, pageSize: $pageSize) {
      items {
        ...NotificationItem
      }
      total
      unreadCount
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [Int!]!) {
    markNotificationsRead(ids: $ids) {
      marked
      unreadCount
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      marked
      unreadCount
    }
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItem
    }
  }
`);
