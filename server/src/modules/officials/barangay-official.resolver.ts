import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation } from '../../graphql/allowed';
import { contentResolver } from '../../graphql/content-resolver';
import type { GraphQLContext } from '../../graphql/context';
import { BarangayOfficial } from './barangay-official.entity';
import {
  BarangayOfficialPage, BarangayOfficialsArgs, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';
import { officialPolicy, officialStaffPolicy } from './barangay-official.policy';
import type { BarangayOfficialService } from './barangay-official.service';

/** barangayOfficials, barangayOfficial, createBarangayOfficial, updateBarangayOfficial, deleteBarangayOfficial. */
export const BarangayOfficialResolver = contentResolver({
  type: BarangayOfficial, Page: BarangayOfficialPage, Args: BarangayOfficialsArgs,
  CreateInput: CreateBarangayOfficialInput, UpdateInput: UpdateBarangayOfficialInput,
  policy: officialPolicy, service: (own: { officials: BarangayOfficialService }) => own.officials,
  picture: { arg: 'officialPicture', description: "The official's picture: a JPEG, PNG, WebP or GIF image of at most 5 MB." },
  describe: {
    list: 'Barangay officials, paged, searched by name or position, and sorted. Public.',
    one: 'One barangay official. Public.',
    create: 'Adds a barangay official, with an optional picture. Administrators only.',
    update: 'Changes the given fields of a barangay official; a new picture replaces the old one. Administrators only.',
    delete: 'Deletes a barangay official and their picture; true when done. Administrators only.',
    id: 'Official id.',
    input: 'The official.',
  },
});

/** Which staff account an official is: not part of the content screens, a matter of who manages staff. */
@Resolver(() => BarangayOfficial)
export class OfficialStaffLinkResolver {
  constructor(private readonly own: { officials: BarangayOfficialService }) {}

  @AllowedMutation(officialStaffPolicy.link, () => BarangayOfficial, {
    description: 'Links an official to a staff account (the person behind it), or unlinks them with null. MANAGE_STAFF.',
  })
  async linkOfficialStaffMember(
    @Arg('id', () => Int, { description: 'Official id.' }) id: number,
    @Arg('staffMemberId', () => Int, { nullable: true, description: 'The staff account; null unlinks.' }) staffMemberId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BarangayOfficial> {
    return await this.own.officials.linkStaffMember(ctx, id, staffMemberId);
  }
}
