import { createPubSub } from '@graphql-yoga/subscription';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { publishList, replicaList, type ReplicaEvents } from '../../replicas/replica-events';
import { notificationPolicy } from './notification.policy';
import { type Page, SortDirection } from '../../common/pagination';
import { fixedOrder, listPage, queryList } from '../../db/list-query';
import type { Notice } from './notice';
import type { NoticeChannel } from './notice-channel';
import { Notification } from './notification.entity';
import { NotificationsArgs, NotificationsReadResult } from './notification.inputs';
import { OutboxMessage } from './outbox-message.entity';
import type { OutboxService } from './outbox.service';
import type { BarangayDirectory } from '../barangays';

/** Where new notifications are published, per recipient id (the `notificationAdded` subscription listens there). */
export const NOTIFICATION_TOPIC = 'notificationAdded';
const TOPIC = NOTIFICATION_TOPIC;

/** The bell's one order: the latest notification first (ids grow with time). */
const NEWEST_FIRST = fixedOrder([], { by: 'notification.id', direction: SortDirection.DESC });

/** A notification recorded on another replica: its id and its recipient's (ids only, never its text). */
type RecordedElsewhere = [notificationId: number, recipientId: number];
const NOTIFICATIONS_RECORDED = replicaList('notifications.recorded', (item): item is RecordedElsewhere =>
  Array.isArray(item) && item.length === 2 && item.every((id) => Number.isSafeInteger(id)));

/** The pub/sub's event target, counting the listeners of each topic: who is subscribed live right now. */
class CountingEventTarget extends EventTarget {
  private readonly listeners = new Map<string, number>();

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.listeners.set(args[0], this.count(args[0]) + 1);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    super.removeEventListener(...args);
    const left = this.count(args[0]) - 1;
    if (left > 0) this.listeners.set(args[0], left);
    else this.listeners.delete(args[0]);
  }

  count(topic: string): number {
    return this.listeners.get(topic) ?? 0;
  }
}

/**
 * What an event's transaction recorded, to be announced once that transaction has committed: a live
 * subscriber must never hear of an event that then rolls back, nor before its notification can be read.
 */
export class NotificationDelivery {
  constructor(private readonly announce: () => void) {}

  static readonly NONE = new NotificationDelivery(() => undefined);

  /** Call after the commit. */
  publish(): void {
    this.announce();
  }
}

/**
 * The notification bell. Services record an event's notifications with `record` inside the event's own
 * transaction (so both commit or neither does), together with its e-mail in the outbox when e-mail is
 * configured; after the commit, `publish()` on the returned delivery pushes them to live subscribers
 * (graphql-ws) and wakes the outbox worker. Subscribers live in each replica's memory: the other replicas are told
 * the new notifications' ids (docs/architecture.md#replica-events), and one where the recipient is subscribed reads them
 * and pushes them the same way; should that message be lost, the client's next poll shows them.
 */
export class NotificationService {
  private readonly subscribers = new CountingEventTarget();
  /** Where new notifications are announced, per recipient; also the PubSub the GraphQL schema is built with. */
  readonly pubSub = createPubSub<{ [TOPIC]: [recipientId: number, notification: Notification] }>({ eventTarget: this.subscribers });
  /** Notifications from other replicas are read and pushed one message after another, so they arrive in order. */
  private announcing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DataSource,
    private readonly outbox: OutboxService,
    private readonly barangays: Pick<BarangayDirectory, 'homeOf'>,
    private readonly replicas: ReplicaEvents,
    /** Where notices go besides the bell: e-mail first (docs/architecture.md#notices). */
    private readonly channels: readonly NoticeChannel[],
  ) {
    replicas.on(NOTIFICATIONS_RECORDED, (recorded) => this.announceRecordedElsewhere(recorded));
  }

  /** Records the notices in the caller's transaction, with what each channel queues; publish() the delivery after the commit. */
  async record(manager: EntityManager, notices: readonly Notice[]): Promise<NotificationDelivery> {
    if (notices.length === 0) return NotificationDelivery.NONE;
    const recorded: Notification[] = [];
    const queued = new Set<NoticeChannel>();
    for (const notice of notices) {
      const { recipient } = notice;
      const home = await this.barangays.homeOf(recipient.barangayId);
      const text = notice.write({ barangayName: home.name, publicUrl: home.address });
      const notification = await manager.save(manager.create(Notification, {
        recipientId: recipient.id,
        kind: text.kind,
        title: text.title,
        message: text.message,
        requestId: text.requestId,
        referenceNumber: text.referenceNumber,
        readAt: null,
      }));
      for (const channel of this.channels) {
        if (await channel.queue(manager, { recipient, text, from: home, notificationId: notification.id })) queued.add(channel);
      }
      recorded.push(notification);
    }
    return new NotificationDelivery(() => {
      for (const notification of recorded) this.pubSub.publish(TOPIC, notification.recipientId, notification);
      publishList(this.replicas, NOTIFICATIONS_RECORDED, recorded.map((notification): RecordedElsewhere => [notification.id, notification.recipientId]));
      for (const channel of queued) channel.nudge();
    });
  }

  /** Whether e-mail is configured (SMTP_URL): what `queueEmail` writes is then sent. */
  get sendsEmail(): boolean {
    return this.outbox.enabled;
  }

  /**
   * An e-mail that is no bell notification (a one-time link meant for the mailbox only), queued in the caller's
   * transaction; publish() the delivery after the commit. Nothing is queued while e-mail is not configured.
   */
  async queueEmail(manager: EntityManager, email: { to: string; senderName: string; subject: string; body: string }): Promise<NotificationDelivery> {
    if (!this.outbox.enabled) return NotificationDelivery.NONE;
    await manager.insert(OutboxMessage, { recipient: email.to, senderName: email.senderName, subject: email.subject, body: email.body, notificationId: null });
    return new NotificationDelivery(() => this.outbox.nudge());
  }

  /** The caller's notifications, newest first, with their unread count. */
  async list(ctx: RequestContext, args: NotificationsArgs): Promise<Page<Notification> & { unreadCount: number }> {
    const user = authorize(ctx, notificationPolicy.view);
    const query = this.db.getRepository(Notification).createQueryBuilder('notification')
      .where('notification.recipientId = :recipientId', { recipientId: user.id });
    if (args.unreadOnly) query.andWhere('notification.readAt IS NULL');
    const [page, unreadCount] = await Promise.all([listPage(queryList(query), NEWEST_FIRST, args), this.unreadCount(ctx)]);
    return { ...page, unreadCount };
  }

  async unreadCount(ctx: RequestContext): Promise<number> {
    const user = authorize(ctx, notificationPolicy.view);
    return await this.db.getRepository(Notification).countBy({ recipientId: user.id, readAt: IsNull() });
  }

  /** Marks the caller's notifications among `ids` read; other users' ids are left alone, silently. */
  async markRead(ctx: RequestContext, ids: readonly number[]): Promise<NotificationsReadResult> {
    const user = authorize(ctx, notificationPolicy.markRead);
    const [, marked] = ids.length === 0 ? [[], 0] : await this.db.query<[unknown[], number]>(
      `UPDATE notification SET read_at = now() WHERE recipient_id = $1 AND id = ANY($2::int[]) AND read_at IS NULL`,
      [user.id, [...ids]],
    );
    return { marked, unreadCount: await this.unreadCount(ctx) };
  }

  async markAllRead(ctx: RequestContext): Promise<NotificationsReadResult> {
    const user = authorize(ctx, notificationPolicy.markRead);
    const [, marked] = await this.db.query<[unknown[], number]>(
      `UPDATE notification SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL`, [user.id]);
    return { marked, unreadCount: await this.unreadCount(ctx) };
  }

  /**
   * Pushes notifications recorded on another replica to their recipients' subscriptions here, read afresh from the
   * database; a recipient with none here costs no read.
   */
  private announceRecordedElsewhere(recorded: readonly RecordedElsewhere[]): Promise<void> {
    const wanted = recorded.filter(([, recipientId]) => this.liveSubscriptions(recipientId) > 0);
    if (wanted.length === 0) return Promise.resolve();
    const announced = this.announcing.then(async () => {
      const rows = await this.db.getRepository(Notification).find({ where: { id: In(wanted.map(([id]) => id)) }, order: { id: 'ASC' } });
      const recipientOf = new Map(wanted);
      for (const notification of rows) {
        if (recipientOf.get(notification.id) === notification.recipientId) this.pubSub.publish(TOPIC, notification.recipientId, notification);
      }
    });
    // The next message waits for this one, whether or not it failed (the bus logs a failure).
    this.announcing = announced.catch(() => undefined);
    return announced;
  }

  /** How many live subscriptions the user has on this process right now (diagnostics; tests wait for it). */
  liveSubscriptions(userId: number): number {
    // The pub/sub listens on `<topic>:<id>` for a subscription with a routing id.
    return this.subscribers.count(`${TOPIC}:${userId}`);
  }
}
