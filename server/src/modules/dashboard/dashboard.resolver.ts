import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { dashboardPolicy } from './dashboard.policy';
import { Dashboard } from './dashboard.types';
import { InhabitantsOverview } from './inhabitants-overview.types';

@Resolver()
export class DashboardResolver {
  @AllowedQuery(dashboardPolicy.view, () => Dashboard, { description: 'Statistics for the administrator dashboard, computed by database aggregates.' })
  async dashboard(
    @Arg('attendanceEventId', () => Int, { nullable: true, description: 'Show this event in the attendance chart instead of the default: the two most recent events that have taken place.' })
    attendanceEventId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dashboard> {
    return await ctx.services.dashboard.dashboard(ctx, attendanceEventId);
  }

  @AllowedQuery(dashboardPolicy.viewInhabitants, () => InhabitantsOverview, {
    description: "The dashboard's Inhabitants section: the Registry of Barangay Inhabitants today, by sex, age group and sector. "
      + 'MANAGE_REGISTRY.',
  })
  async inhabitantsOverview(@Ctx() ctx: GraphQLContext): Promise<InhabitantsOverview> {
    return await ctx.services.dashboard.inhabitants(ctx);
  }
}
