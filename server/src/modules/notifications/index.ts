// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
// The service itself is built by services.ts and handed to the modules that notify.
export type { NotificationDelivery, NotificationService } from './notification.service';
