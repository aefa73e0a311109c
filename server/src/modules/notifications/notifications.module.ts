import { portalModule } from '../../portal-module/portal-module';
import { barangaysModule } from '../barangays/barangays.module';
import { EmailChannel } from './email-channel';
import { smtpTransport } from './mailer';
import { Notification } from './notification.entity';
import { notificationPolicy } from './notification.policy';
import { NotificationResolver } from './notification.resolver';
import { NotificationService } from './notification.service';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

/**
 * The mechanism of notices (docs/architecture.md#notices): the bell, published after the commit, and the channels
 * (the e-mail outbox). The domains write their own notices. A new channel is one more entry in `channels`.
 */
export const notificationsModule = portalModule({
  name: 'notifications',
  uses: [barangaysModule],
  entities: [Notification, OutboxMessage],
  services: ({ db, logger, settings, replicas }, use) => {
    // SMTP when SMTP_URL is set; without it no e-mail is sent (and none queued).
    const outbox = new OutboxService(db, settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.mailFrom) : null, logger);
    const channels = [new EmailChannel(outbox)];
    return { outbox, notifications: new NotificationService(db, outbox, use(barangaysModule).barangays, replicas, channels) };
  },
  policies: { notificationPolicy },
}).withDoors({
  resolvers: [NotificationResolver],
});
