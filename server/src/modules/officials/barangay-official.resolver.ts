import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { officialPolicy } from './barangay-official.policy';
import { readPicture } from '../../uploads/public-picture';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { BarangayOfficial } from './barangay-official.entity';
import {
  BarangayOfficialPage, BarangayOfficialsArgs, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';

// Not a class-validator input: FileStorage checks the file's content and size instead.
const PICTURE = { nullable: true, validate: false, description: "The official's picture: a JPEG, PNG, WebP or GIF image of at most 5 MB." };

@Resolver(() => BarangayOfficial)
export class BarangayOfficialResolver {
  @Allowed(officialPolicy.view)
  @Query(() => BarangayOfficialPage, { description: 'Barangay officials, paged, searched by name or position, and sorted. Public.' })
  async barangayOfficials(@Args(() => BarangayOfficialsArgs) args: BarangayOfficialsArgs, @Ctx() ctx: GraphQLContext): Promise<BarangayOfficialPage> {
    return await ctx.services.officials.list(ctx, args);
  }

  @Allowed(officialPolicy.view)
  @Query(() => BarangayOfficial, { description: 'One barangay official. Public.' })
  async barangayOfficial(@Arg('id', () => Int, { description: 'Official id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<BarangayOfficial> {
    return await ctx.services.officials.get(ctx, id);
  }

  @Allowed(officialPolicy.create)
  @Mutation(() => BarangayOfficial, { description: 'Adds a barangay official, with an optional picture. Administrators only.' })
  async createBarangayOfficial(
    @Arg('input', () => CreateBarangayOfficialInput, { description: 'The official.' }) input: CreateBarangayOfficialInput,
    @Arg('officialPicture', () => Upload, PICTURE) officialPicture: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BarangayOfficial> {
    return await ctx.services.officials.create(ctx, input, await readPicture(officialPicture, 'officialPicture'));
  }

  @Allowed(officialPolicy.update)
  @Mutation(() => BarangayOfficial, {
    description: 'Changes the given fields of a barangay official; a new picture replaces the old one. Administrators only.',
  })
  async updateBarangayOfficial(
    @Arg('id', () => Int, { description: 'Official id.' }) id: number,
    @Arg('input', () => UpdateBarangayOfficialInput, { description: 'The fields to change.' }) input: UpdateBarangayOfficialInput,
    @Arg('officialPicture', () => Upload, PICTURE) officialPicture: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BarangayOfficial> {
    return await ctx.services.officials.update(ctx, id, input, await readPicture(officialPicture, 'officialPicture'));
  }

  @Allowed(officialPolicy.delete)
  @Mutation(() => Boolean, { description: 'Deletes a barangay official and their picture; true when done. Administrators only.' })
  async deleteBarangayOfficial(@Arg('id', () => Int, { description: 'Official id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.officials.delete(ctx, id);
    return true;
  }
}
