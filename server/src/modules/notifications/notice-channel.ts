import type { EntityManager } from 'typeorm';
import type { Recipient, NoticeText } from './notice';

/** The recipient's barangay as a channel writes from it. */
export interface NoticeSender {
  /** The name its messages come from. */
  senderName: string;
}

/** One notice, recorded in the bell, as a channel is handed it. */
export interface NoticeDelivery {
  recipient: Recipient;
  text: NoticeText;
  from: NoticeSender;
  notificationId: number;
}

/**
 * A way a notice reaches its recipient besides the bell (e-mail today). The notifications module hands every
 * recorded notice to every channel, inside the notice's transaction; no domain knows the channels.
 */
export interface NoticeChannel {
  /** Queues the notice in the caller's transaction; true when something was queued. */
  queue(manager: EntityManager, delivery: NoticeDelivery): Promise<boolean>;
  /** After the commit: starts sending what was queued. */
  nudge(): void;
}
