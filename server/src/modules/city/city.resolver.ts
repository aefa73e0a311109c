import { Arg, Ctx, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { User } from '../accounts';
import { CreateBarangayInput, CreateCityAccountInput, SetBarangayHostNamesInput } from './city.inputs';
import { cityPolicy } from './city.policy';
import { AccountHandover, BarangayRollup, CityRollup, CreatedBarangay } from './city.types';
import type { CityService } from './city.service';

@Resolver()
export class CityResolver {
  constructor(private readonly own: { city: CityService }) {}

  @AllowedQuery(cityPolicy.viewRollup, () => CityRollup, {
    description: "Every barangay's residents, open and overdue requests, processing-time compliance and waiting IDs, with the city's sums. City roles.",
  })
  async cityRollup(@Ctx() ctx: GraphQLContext): Promise<CityRollup> {
    return await this.own.city.rollup(ctx);
  }

  @AllowedQuery(cityPolicy.manageAccounts, () => [User], { description: 'The accounts of the city level. City Administrator.' })
  async cityAccounts(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return await this.own.city.accounts(ctx);
  }

  @AllowedMutation(cityPolicy.manageBarangays, () => CreatedBarangay, {
    description: 'A new barangay at its own host names, with its built-in roles and its first Punong Barangay. City Administrator.',
  })
  async createBarangay(@Arg('input', () => CreateBarangayInput) input: CreateBarangayInput, @Ctx() ctx: GraphQLContext): Promise<CreatedBarangay> {
    return await this.own.city.createBarangay(ctx, input);
  }

  @AllowedMutation(cityPolicy.manageBarangays, () => BarangayRollup, {
    description: "Replaces a barangay's host names; its row of the roll-up. City Administrator.",
  })
  async setBarangayHostNames(
    @Arg('input', () => SetBarangayHostNamesInput) input: SetBarangayHostNamesInput, @Ctx() ctx: GraphQLContext,
  ): Promise<BarangayRollup> {
    return await this.own.city.setHostNames(ctx, input);
  }

  @AllowedMutation(cityPolicy.manageAccounts, () => AccountHandover, { description: 'A new account of the city level. City Administrator.' })
  async createCityAccount(@Arg('input', () => CreateCityAccountInput) input: CreateCityAccountInput, @Ctx() ctx: GraphQLContext): Promise<AccountHandover> {
    return await this.own.city.createAccount(ctx, input);
  }
}
