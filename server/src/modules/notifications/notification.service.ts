import { createPubSub } from '@graphql-yoga/subscription';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { publishList, replicaList, type ReplicaEvents } from '../../replicas/replica-events';
import { notificationPolicy } from './notification.policy';
import { Page, pageWindow } from '../../common/pagination';
import { describe, NotificationEvent } from './notification-messages';
import { Notification } from './notification.entity';
import { NotificationsArgs, NotificationsReadResult } from './notification.inputs';
import { OutboxMessage } from './outbox-message.entity';
import type { OutboxService } from './outbox.service';
import type { BarangayDirectory } from '../barangays';

const TOPIC = 'notificationAdded';

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
  ) {
    replicas.on(NOTIFICATIONS_RECORDED, (recorded) => this.announceRecordedElsewhere(recorded));
  }

  async record(manager: EntityManager, events: readonly NotificationEvent[]): Promise<NotificationDelivery> {
    if (events.length === 0) return NotificationDelivery.NONE;
    const recorded: Notification[] = [];
    for (const event of events) {
      const home = await this.barangays.homeOf(event.recipient.barangayId);
      const text = describe(event, { barangayName: home.name, publicUrl: home.address });
      const notification = await manager.save(manager.create(Notification, {
        recipientId: event.recipient.id,
        kind: text.kind,
        title: text.title,
        message: text.message,
        requestId: text.requestId,
        referenceNumber: text.referenceNumber,
        readAt: null,
      }));
      if (this.outbox.enabled) {
        await manager.insert(OutboxMessage, {
          recipient: event.recipient.email, senderName: home.senderName, subject: text.email.subject, body: text.email.body,
          notificationId: notification.id,
        });
      }
      recorded.push(notification);
    }
    return new NotificationDelivery(() => {
      for (const notification of recorded) this.pubSub.publish(TOPIC, notification.recipientId, notification);
      publishList(this.replicas, NOTIFICATIONS_RECORDED, recorded.map((notification): RecordedElsewhere => [notification.id, notification.recipientId]));
      if (this.outbox.enabled) this.outbox.nudge();
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
    const { skip, take } = pageWindow(args);
    const [[items, total], unreadCount] = await Promise.all([
      this.db.getRepository(Notification).findAndCount({
        where: { recipientId: user.id, ...(args.unreadOnly && { readAt: IsNull() }) },
        order: { id: 'DESC' },
        skip,
        take,
      }),
      this.unreadCount(ctx),
    ]);
    return { items, total, page: args.page, pageSize: args.pageSize, unreadCount };
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

  /** The caller's new notifications as they are recorded (after their event committed), and nobody else's. */
  subscribe(ctx: RequestContext): AsyncIterable<Notification> {
    const user = authorize(ctx, notificationPolicy.follow);
    return this.pubSub.subscribe(TOPIC, user.id);
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
