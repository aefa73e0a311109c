import { ArrayMaxSize, IsInt, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs, PaginatedResponse } from '../../common/pagination';
import { Notification } from './notification.entity';

export const MAX_IDS_PER_CALL = 100;

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field({ defaultValue: false, description: 'Only notifications not yet marked read.' })
  unreadOnly: boolean = false;
}

@ObjectType({ description: "A page of the signed-in user's notifications, newest first." })
export class NotificationPage extends PaginatedResponse(Notification) {
  @Field(() => Int, { description: 'How many of all their notifications are unread (the bell badge).' })
  unreadCount: number;
}

@ArgsType()
export class MarkNotificationsReadArgs {
  @Field(() => [Int], { description: `The notifications to mark read, at most ${MAX_IDS_PER_CALL}; ids that are not the caller's are ignored.` })
  @ArrayMaxSize(MAX_IDS_PER_CALL, { message: `Mark at most ${MAX_IDS_PER_CALL} notifications at once.` })
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids: number[];
}

@ObjectType({ description: 'What marking notifications read did.' })
export class NotificationsReadResult {
  @Field(() => Int, { description: 'How many were unread and are now marked read.' })
  marked: number;

  @Field(() => Int, { description: "How many of the caller's notifications are still unread." })
  unreadCount: number;
}
