import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { authorize } from '../../identity/audience';
import { serverTexts } from '../../languages/server-texts';
import { AllowedMutation, AllowedQuery, AllowedSubscription } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { notificationPolicy } from './notification.policy';
import { Notification } from './notification.entity';
import { MarkNotificationsReadArgs, NotificationPage, NotificationsArgs, NotificationsReadResult } from './notification.inputs';
import { NOTIFICATION_TOPIC, type NotificationService } from './notification.service';

@Resolver(() => Notification)
export class NotificationResolver {
  constructor(private readonly own: { notifications: NotificationService }) {}

  // Written in English when it happened, read in the reader's language (docs/architecture/languages.md#server-texts).
  @FieldResolver(() => String)
  title(@Root() notification: Notification, @Ctx() ctx: GraphQLContext): string {
    return serverTexts.translate(notification.title, ctx.locale);
  }

  @FieldResolver(() => String)
  message(@Root() notification: Notification, @Ctx() ctx: GraphQLContext): string {
    return serverTexts.translate(notification.message, ctx.locale);
  }

  @AllowedQuery(notificationPolicy.view, () => NotificationPage, {
    description: "The signed-in user's notifications, newest first, with the unread count. Poll it (or unreadNotificationCount) "
      + 'as a fallback when the notificationAdded subscription is not connected.',
  })
  async notifications(@Args(() => NotificationsArgs) args: NotificationsArgs, @Ctx() ctx: GraphQLContext): Promise<NotificationPage> {
    return await this.own.notifications.list(ctx, args);
  }

  @AllowedQuery(notificationPolicy.view, () => Int, { description: "How many of the signed-in user's notifications are unread: the bell badge." })
  async unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return await this.own.notifications.unreadCount(ctx);
  }

  @AllowedMutation(notificationPolicy.markRead, () => NotificationsReadResult, { description: "Marks some of the signed-in user's notifications read (e.g. those shown when the bell was opened)." })
  async markNotificationsRead(@Args(() => MarkNotificationsReadArgs) { ids }: MarkNotificationsReadArgs, @Ctx() ctx: GraphQLContext): Promise<NotificationsReadResult> {
    return await this.own.notifications.markRead(ctx, ids);
  }

  @AllowedMutation(notificationPolicy.markRead, () => NotificationsReadResult, { description: "Marks every notification of the signed-in user read." })
  async markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<NotificationsReadResult> {
    return await this.own.notifications.markAllRead(ctx);
  }

  @AllowedSubscription(notificationPolicy.follow, () => Notification, {
    description: "Each new notification of the signed-in user, live, over graphql-ws at /graphql (connectionParams: "
      + '{ authorization: "Bearer <access token>" }). Only the recipient receives it, once its event has been saved. '
      + 'The server closes the socket with code 4403 when the access token expires: reconnect with a fresh one '
      + '(graphql-ws clients retry 4403; give connectionParams as a function that returns the current token).',
    // The caller's new notifications as they are recorded (after their event committed), and nobody else's.
    topics: NOTIFICATION_TOPIC,
    topicId: ({ context }) => authorize(context as GraphQLContext, notificationPolicy.follow).id,
  })
  notificationAdded(@Root() notification: Notification): Notification {
    return notification;
  }
}
