import { SIGNED_IN } from '../../identity/audience';

/** Who may do what with notifications: every signed-in account, with its own only (docs/rules/notifications.md). */
export const notificationPolicy = {
  view: SIGNED_IN,
  markRead: SIGNED_IN,
  follow: SIGNED_IN,
} as const;
