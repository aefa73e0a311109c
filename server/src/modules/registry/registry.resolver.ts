import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { CounterInhabitant } from './counter-inhabitant.types';
import { Household } from './household.entity';
import { Inhabitant } from './inhabitant.entity';
import { Purok } from './purok.entity';
import {
  HouseholdInput, HouseholdPage, HouseholdsArgs, InhabitantInput, InhabitantPage, InhabitantsArgs, MoveInhabitantInput, PurokInput,
  RenamePurokInput, SetInhabitantStatusInput, UpdateHouseholdInput, UpdateInhabitantInput,
} from './registry.inputs';
import { registryPolicy } from './registry.policy';
import type { RegistryService } from './registry.service';

/** The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): puroks, households and inhabitants. Staff with MANAGE_REGISTRY. */
@Resolver()
export class RegistryResolver {
  constructor(private readonly own: { registry: RegistryService }) {}

  @AllowedQuery(registryPolicy.view, () => [Purok], { description: "The barangay's puroks and sitios, by name. MANAGE_REGISTRY." })
  async puroks(@Ctx() ctx: GraphQLContext): Promise<Purok[]> {
    return await this.own.registry.puroks(ctx);
  }

  @AllowedMutation(registryPolicy.managePuroks, () => Purok, { description: 'Adds a purok or sitio to the list. MANAGE_REGISTRY.' })
  async createPurok(@Arg('input', () => PurokInput) input: PurokInput, @Ctx() ctx: GraphQLContext): Promise<Purok> {
    return await this.own.registry.createPurok(ctx, input);
  }

  @AllowedMutation(registryPolicy.managePuroks, () => Purok, { description: 'Renames a purok or sitio. MANAGE_REGISTRY.' })
  async renamePurok(@Arg('input', () => RenamePurokInput) input: RenamePurokInput, @Ctx() ctx: GraphQLContext): Promise<Purok> {
    return await this.own.registry.renamePurok(ctx, input);
  }

  @AllowedQuery(registryPolicy.view, () => HouseholdPage, { description: "The barangay's households by number, a page at a time. MANAGE_REGISTRY." })
  async households(@Args(() => HouseholdsArgs) args: HouseholdsArgs, @Ctx() ctx: GraphQLContext): Promise<HouseholdPage> {
    return await this.own.registry.households(ctx, args);
  }

  @AllowedQuery(registryPolicy.view, () => Household, { description: 'One household of the barangay, with its members. MANAGE_REGISTRY.' })
  async household(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<Household> {
    return await this.own.registry.household(ctx, id);
  }

  @AllowedMutation(registryPolicy.manageHouseholds, () => Household, { description: 'Adds a household. MANAGE_REGISTRY.' })
  async createHousehold(@Arg('input', () => HouseholdInput) input: HouseholdInput, @Ctx() ctx: GraphQLContext): Promise<Household> {
    return await this.own.registry.createHousehold(ctx, input);
  }

  @AllowedMutation(registryPolicy.manageHouseholds, () => Household, { description: "Changes a household's number, address or purok. MANAGE_REGISTRY." })
  async updateHousehold(@Arg('input', () => UpdateHouseholdInput) input: UpdateHouseholdInput, @Ctx() ctx: GraphQLContext): Promise<Household> {
    return await this.own.registry.updateHousehold(ctx, input);
  }

  @AllowedQuery(registryPolicy.view, () => InhabitantPage, {
    description: "The barangay's inhabitants by family name, a page at a time, searched and filtered. MANAGE_REGISTRY.",
  })
  async inhabitants(@Args(() => InhabitantsArgs) args: InhabitantsArgs, @Ctx() ctx: GraphQLContext): Promise<InhabitantPage> {
    return await this.own.registry.inhabitants(ctx, args);
  }

  @AllowedQuery(registryPolicy.findForCounter, () => [CounterInhabitant], {
    description: 'Up to ten inhabitants living here whose name or household number holds the search, to take a request at the counter. '
      + 'REVIEW_DOCUMENT_REQUESTS.',
  })
  async counterInhabitants(@Arg('search', () => String) search: string, @Ctx() ctx: GraphQLContext): Promise<CounterInhabitant[]> {
    return await this.own.registry.counterInhabitants(ctx, search);
  }

  @AllowedQuery(registryPolicy.view, () => Inhabitant, { description: 'One inhabitant of the barangay, with their household. MANAGE_REGISTRY.' })
  async inhabitant(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<Inhabitant> {
    return await this.own.registry.inhabitant(ctx, id);
  }

  @AllowedMutation(registryPolicy.manageInhabitants, () => Inhabitant, {
    description: 'Adds an inhabitant, living here, in a household or none. MANAGE_REGISTRY.',
  })
  async createInhabitant(@Arg('input', () => InhabitantInput) input: InhabitantInput, @Ctx() ctx: GraphQLContext): Promise<Inhabitant> {
    return await this.own.registry.createInhabitant(ctx, input);
  }

  @AllowedMutation(registryPolicy.manageInhabitants, () => Inhabitant, { description: "Changes an inhabitant's own record. MANAGE_REGISTRY." })
  async updateInhabitant(@Arg('input', () => UpdateInhabitantInput) input: UpdateInhabitantInput, @Ctx() ctx: GraphQLContext): Promise<Inhabitant> {
    return await this.own.registry.updateInhabitant(ctx, input);
  }

  @AllowedMutation(registryPolicy.manageInhabitants, () => Inhabitant, {
    description: 'Moves an inhabitant into a household (with their relationship to its head) or out of any. MANAGE_REGISTRY.',
  })
  async moveInhabitant(@Arg('input', () => MoveInhabitantInput) input: MoveInhabitantInput, @Ctx() ctx: GraphQLContext): Promise<Inhabitant> {
    return await this.own.registry.moveInhabitant(ctx, input);
  }

  @AllowedMutation(registryPolicy.manageInhabitants, () => Inhabitant, {
    description: 'Sets an inhabitant living here, moved out or deceased (the last two with their date). MANAGE_REGISTRY.',
  })
  async setInhabitantStatus(@Arg('input', () => SetInhabitantStatusInput) input: SetInhabitantStatusInput, @Ctx() ctx: GraphQLContext): Promise<Inhabitant> {
    return await this.own.registry.setInhabitantStatus(ctx, input);
  }
}

/** A household's members, read when asked for (one household's at a time in practice: household(id)). */
@Resolver(() => Household)
export class HouseholdMembersResolver {
  constructor(private readonly own: { registry: RegistryService }) {}

  @FieldResolver(() => [Inhabitant], { description: 'Its members, every status: the head first, then by relationship and name.' })
  async members(@Root() household: Household, @Ctx() ctx: GraphQLContext): Promise<Inhabitant[]> {
    return await this.own.registry.members(ctx, household);
  }
}
