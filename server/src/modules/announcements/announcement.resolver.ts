import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Announcement } from './announcement.entity';
import { AnnouncementPage, AnnouncementsArgs, CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';

@Resolver(() => Announcement)
export class AnnouncementResolver {
  @Query(() => AnnouncementPage, { description: 'Announcements, paged, searched, optionally only the featured ones, and sorted. Public.' })
  async announcements(@Args(() => AnnouncementsArgs) args: AnnouncementsArgs, @Ctx() ctx: GraphQLContext): Promise<AnnouncementPage> {
    return await ctx.services.announcements.list(args);
  }

  @Query(() => Announcement, { description: 'One announcement. Public.' })
  async announcement(@Arg('id', () => Int, { description: 'Announcement id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Announcement> {
    return await ctx.services.announcements.get(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Announcement, { description: 'Posts an announcement. Administrators only.' })
  async createAnnouncement(
    @Arg('input', () => CreateAnnouncementInput, { description: 'The announcement.' }) input: CreateAnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Announcement> {
    return await ctx.services.announcements.create(ctx.caller, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Announcement, { description: 'Changes the given fields of an announcement. Administrators only.' })
  async updateAnnouncement(
    @Arg('id', () => Int, { description: 'Announcement id.' }) id: number,
    @Arg('input', () => UpdateAnnouncementInput, { description: 'The fields to change.' }) input: UpdateAnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Announcement> {
    return await ctx.services.announcements.update(ctx.caller, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Deletes an announcement; true when done. Administrators only.' })
  async deleteAnnouncement(@Arg('id', () => Int, { description: 'Announcement id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.announcements.delete(ctx.caller, id);
    return true;
  }

  @FieldResolver(() => Date, { description: "When it was posted (the 'Posted on' date)." })
  createdAt(@Root() announcement: Announcement): Date {
    return announcement.createdAt;
  }

  @FieldResolver(() => Date, { description: 'When it was last changed.' })
  updatedAt(@Root() announcement: Announcement): Date {
    return announcement.updatedAt;
  }
}
