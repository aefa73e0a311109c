import type { EntityManager } from 'typeorm';
import type { NoticeChannel, NoticeDelivery } from './notice-channel';
import { OutboxMessage } from './outbox-message.entity';
import type { OutboxService } from './outbox.service';

/** Notices by e-mail, through the outbox; nothing is queued while SMTP_URL is not set. */
export class EmailChannel implements NoticeChannel {
  constructor(private readonly outbox: OutboxService) {}

  async queue(manager: EntityManager, { recipient, text, from, notificationId }: NoticeDelivery): Promise<boolean> {
    if (!this.outbox.enabled) return false;
    await manager.insert(OutboxMessage, {
      recipient: recipient.email, senderName: from.senderName, subject: text.email.subject, body: text.email.body, notificationId,
    });
    return true;
  }

  nudge(): void {
    this.outbox.nudge();
  }
}
