import { portalModule } from '../../portal-module/portal-module';
import { countPopulation } from '../registry';
import { dashboardPolicy } from './dashboard.policy';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** The staff's statistics, read from the heavy reads' database. */
export const dashboardModule = portalModule({
  name: 'dashboard',
  // The Inhabitants section counts as the registry's population summary does: one count, handed in.
  services: ({ reads }) => ({ dashboard: new DashboardService(reads, (barangayId, asOf) => countPopulation(reads, barangayId, asOf)) }),
  policies: { dashboardPolicy },
}).withDoors({
  resolvers: [DashboardResolver],
});
