import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { eventPolicy } from './event.policy';
import { readPicture } from '../../uploads/public-picture';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { Event } from './event.entity';
import { CreateEventInput, EventPage, EventsArgs, UpdateEventInput } from './event.inputs';

// Not a class-validator input: FileStorage checks the file's content and size instead.
const PHOTO = { nullable: true, validate: false, description: 'The event photo: a JPEG, PNG, WebP or GIF image of at most 5 MB.' };

@Resolver(() => Event)
export class EventResolver {
  @Allowed(eventPolicy.view)
  @Query(() => EventPage, { description: 'Events, paged, searched by name and sorted. Public.' })
  async events(@Args(() => EventsArgs) args: EventsArgs, @Ctx() ctx: GraphQLContext): Promise<EventPage> {
    return await ctx.services.events.list(ctx, args);
  }

  @Allowed(eventPolicy.view)
  @Query(() => Event, { description: 'One event. Public.' })
  async event(@Arg('id', () => Int, { description: 'Event id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Event> {
    return await ctx.services.events.get(ctx, id);
  }

  @Allowed(eventPolicy.create)
  @Mutation(() => Event, { description: 'Adds an event, with an optional photo. Administrators only.' })
  async createEvent(
    @Arg('input', () => CreateEventInput, { description: 'The event.' }) input: CreateEventInput,
    @Arg('eventPhoto', () => Upload, PHOTO) eventPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Event> {
    return await ctx.services.events.create(ctx, input, await readPicture(eventPhoto, 'eventPhoto'));
  }

  @Allowed(eventPolicy.update)
  @Mutation(() => Event, { description: 'Changes the given fields of an event; a new photo replaces the old one. Administrators only.' })
  async updateEvent(
    @Arg('id', () => Int, { description: 'Event id.' }) id: number,
    @Arg('input', () => UpdateEventInput, { description: 'The fields to change.' }) input: UpdateEventInput,
    @Arg('eventPhoto', () => Upload, PHOTO) eventPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Event> {
    return await ctx.services.events.update(ctx, id, input, await readPicture(eventPhoto, 'eventPhoto'));
  }

  @Allowed(eventPolicy.delete)
  @Mutation(() => Boolean, { description: 'Deletes an event and its photo; true when done. Administrators only.' })
  async deleteEvent(@Arg('id', () => Int, { description: 'Event id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.events.delete(ctx, id);
    return true;
  }
}
