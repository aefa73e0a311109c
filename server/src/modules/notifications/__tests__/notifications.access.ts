import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The notifications module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      notifications: 'signed-in', unreadNotificationCount: 'signed-in', markNotificationsRead: 'signed-in', markAllNotificationsRead: 'signed-in',
    },
    rest: [],
  },
  isolation: ({ page, own }) => ({
    graphql: {
      notifications: () => [own('resident', `{ notifications(${page}, unreadOnly: false) { items { id title } } }`)],
      unreadNotificationCount: () => [own('resident', '{ unreadNotificationCount }')],
      markAllNotificationsRead: () => [own('resident', 'mutation { markAllNotificationsRead { marked } }')],
      markNotificationsRead: (b) => [own('resident', `mutation { markNotificationsRead(ids: [${b.notification}]) { marked } }`)],
    },
    graphqlOutside: {
      notificationAdded: "pushes the subscriber's own new notifications; which accounts a notification goes to is in barangay-documents.test.ts",
    },
    rest: {},
  }),
};
