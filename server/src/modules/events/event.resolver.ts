import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { readPicture } from '../../uploads/public-picture';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { Event } from './event.entity';
import { CreateEventInput, EventPage, EventsArgs, UpdateEventInput } from './event.inputs';

// Not a class-validator input: FileStorage checks the file's content and size instead.
const PHOTO = { nullable: true, validate: false, description: 'The event photo: a JPEG, PNG, WebP or GIF image of at most 5 MB.' };

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventPage, { description: 'Events, paged, searched by name and sorted. Public.' })
  async events(@Args(() => EventsArgs) args: EventsArgs, @Ctx() ctx: GraphQLContext): Promise<EventPage> {
    return await ctx.services.events.list(args);
  }

  @Query(() => Event, { description: 'One event. Public.' })
  async event(@Arg('id', () => Int, { description: 'Event id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Event> {
    return await ctx.services.events.get(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Event, { description: 'Adds an event, with an optional photo. Administrators only.' })
  async createEvent(
    @Arg('input', () => CreateEventInput, { description: 'The event.' }) input: CreateEventInput,
    @Arg('eventPhoto', () => Upload, PHOTO) eventPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Event> {
    return await ctx.services.events.create(ctx.caller, input, await readPicture(eventPhoto, 'eventPhoto'));
  }

  @Authorized('ADMIN')
  @Mutation(() => Event, { description: 'Changes the given fields of an event; a new photo replaces the old one. Administrators only.' })
  async updateEvent(
    @Arg('id', () => Int, { description: 'Event id.' }) id: number,
    @Arg('input', () => UpdateEventInput, { description: 'The fields to change.' }) input: UpdateEventInput,
    @Arg('eventPhoto', () => Upload, PHOTO) eventPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Event> {
    return await ctx.services.events.update(ctx.caller, id, input, await readPicture(eventPhoto, 'eventPhoto'));
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Deletes an event and its photo; true when done. Administrators only.' })
  async deleteEvent(@Arg('id', () => Int, { description: 'Event id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.events.delete(ctx.caller, id);
    return true;
  }
}
