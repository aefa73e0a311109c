import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { dashboardPolicy } from './dashboard.policy';
import { Dashboard } from './dashboard.types';
import { InhabitantsOverview } from './inhabitants-overview.types';
import type { DashboardService } from './dashboard.service';

@Resolver()
export class DashboardResolver {
  constructor(private readonly own: { dashboard: DashboardService }) {}

  @AllowedQuery(dashboardPolicy.view, () => Dashboard, { description: 'Statistics for the administrator dashboard, computed by database aggregates.' })
  async dashboard(
    @Arg('attendanceEventId', () => Int, { nullable: true, description: 'Show this event in the attendance chart instead of the default: the two most recent events that have taken place.' })
    attendanceEventId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dashboard> {
    return await this.own.dashboard.dashboard(ctx, attendanceEventId);
  }

  @AllowedQuery(dashboardPolicy.viewInhabitants, () => InhabitantsOverview, {
    description: "The dashboard's Inhabitants section: the Registry of Barangay Inhabitants today, by sex, age group and sector. "
      + 'MANAGE_REGISTRY.',
  })
  async inhabitantsOverview(@Ctx() ctx: GraphQLContext): Promise<InhabitantsOverview> {
    return await this.own.dashboard.inhabitants(ctx);
  }
}
