import { DEFAULT_LOCALE, isLocale } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import { serverTexts } from '../../languages/server-texts';
import type { NoticeChannel, NoticeDelivery } from './notice-channel';
import { OutboxMessage } from './outbox-message.entity';
import type { OutboxService } from './outbox.service';

/** Notices by e-mail, through the outbox; nothing is queued while SMTP_URL is not set. */
export class EmailChannel implements NoticeChannel {
  constructor(private readonly outbox: OutboxService) {}

  async queue(manager: EntityManager, { recipient, text, from, notificationId }: NoticeDelivery): Promise<boolean> {
    if (!this.outbox.enabled) return false;
    // Written in English, sent in the recipient's language, line by line (docs/architecture/languages.md#server-texts).
    const locale = isLocale(recipient.preferredLanguage) ? recipient.preferredLanguage : DEFAULT_LOCALE;
    const translate = (line: string) => serverTexts.translate(line, locale);
    await manager.insert(OutboxMessage, {
      recipient: recipient.email, senderName: from.senderName, notificationId,
      subject: translate(text.email.subject), body: text.email.body.split('\n').map(translate).join('\n'),
    });
    return true;
  }

  nudge(): void {
    this.outbox.nudge();
  }
}
