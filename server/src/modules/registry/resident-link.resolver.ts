import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { registryPolicy } from './registry.policy';
import { ResidentRegistryLink } from './resident-link.types';
import type { ResidentLinkService } from './resident-link.service';

/** One person, once (docs/rules/id-verification.md#registry-link): a resident's account linked to their record in the registry. VERIFY_IDS. */
@Resolver()
export class ResidentLinkResolver {
  constructor(private readonly own: { residentLinks: ResidentLinkService }) {}

  @AllowedQuery(registryPolicy.linkResidents, () => ResidentRegistryLink, {
    description: "The resident's inhabitant in the registry, or the inhabitants who match them. VERIFY_IDS.",
  })
  async residentRegistryLink(@Arg('userId', () => Int) userId: number, @Ctx() ctx: GraphQLContext): Promise<ResidentRegistryLink> {
    return await this.own.residentLinks.registryLink(ctx, userId);
  }

  @AllowedMutation(registryPolicy.linkResidents, () => ResidentRegistryLink, {
    description: 'Links the resident, whose ID is approved, to a matching inhabitant; requests taken at the counter from now on join the account (earlier ones once confirmed). VERIFY_IDS.',
  })
  async linkResidentToInhabitant(
    @Arg('userId', () => Int) userId: number,
    @Arg('inhabitantId', () => Int) inhabitantId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResidentRegistryLink> {
    return await this.own.residentLinks.link(ctx, userId, inhabitantId);
  }

  @AllowedMutation(registryPolicy.confirmResidentLinks, () => ResidentRegistryLink, {
    description: "Confirms the resident's link: the record's earlier requests taken at the counter join the account, and "
      + 'the resident sees what the record gathered before the link. MANAGE_REGISTRY.',
  })
  async confirmResidentLink(@Arg('userId', () => Int) userId: number, @Ctx() ctx: GraphQLContext): Promise<ResidentRegistryLink> {
    return await this.own.residentLinks.confirm(ctx, userId);
  }

  @AllowedMutation(registryPolicy.linkResidents, () => ResidentRegistryLink, {
    description: 'Undoes a link made by mistake; requests taken at the counter go back to the inhabitant alone. VERIFY_IDS.',
  })
  async unlinkResident(@Arg('userId', () => Int) userId: number, @Ctx() ctx: GraphQLContext): Promise<ResidentRegistryLink> {
    return await this.own.residentLinks.unlink(ctx, userId);
  }
}
