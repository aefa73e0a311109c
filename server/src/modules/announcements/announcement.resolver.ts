import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allowed } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { announcementPolicy } from './announcement.policy';
import { Announcement } from './announcement.entity';
import { AnnouncementPage, AnnouncementsArgs, CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';

@Resolver(() => Announcement)
export class AnnouncementResolver {
  @Allowed(announcementPolicy.view)
  @Query(() => AnnouncementPage, { description: 'Announcements, paged, searched, optionally only the featured ones, and sorted. Public.' })
  async announcements(@Args(() => AnnouncementsArgs) args: AnnouncementsArgs, @Ctx() ctx: GraphQLContext): Promise<AnnouncementPage> {
    return await ctx.services.announcements.list(ctx, args);
  }

  @Allowed(announcementPolicy.view)
  @Query(() => Announcement, { description: 'One announcement. Public.' })
  async announcement(@Arg('id', () => Int, { description: 'Announcement id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Announcement> {
    return await ctx.services.announcements.get(ctx, id);
  }

  @Allowed(announcementPolicy.create)
  @Mutation(() => Announcement, { description: 'Posts an announcement. Administrators only.' })
  async createAnnouncement(
    @Arg('input', () => CreateAnnouncementInput, { description: 'The announcement.' }) input: CreateAnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Announcement> {
    return await ctx.services.announcements.create(ctx, input);
  }

  @Allowed(announcementPolicy.update)
  @Mutation(() => Announcement, { description: 'Changes the given fields of an announcement. Administrators only.' })
  async updateAnnouncement(
    @Arg('id', () => Int, { description: 'Announcement id.' }) id: number,
    @Arg('input', () => UpdateAnnouncementInput, { description: 'The fields to change.' }) input: UpdateAnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Announcement> {
    return await ctx.services.announcements.update(ctx, id, input);
  }

  @Allowed(announcementPolicy.delete)
  @Mutation(() => Boolean, { description: 'Deletes an announcement; true when done. Administrators only.' })
  async deleteAnnouncement(@Arg('id', () => Int, { description: 'Announcement id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.announcements.delete(ctx, id);
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
