// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
// Each domain writes its own notices (docs/architecture.md#notices) and hands them to the service its manifest is given.
export type { NotificationDelivery, NotificationService } from './notification.service';
export { NotificationKind } from './notification.entity';
export { accountNoticeText, letterParts, type Notice, type NoticeSettings, type NoticeText, type Recipient } from './notice';
