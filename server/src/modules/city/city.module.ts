import { portalModule } from '../../portal-module/portal-module';
import { barangaysModule } from '../barangays/barangays.module';
import { staffModule } from '../staff/staff.module';
import { cityPolicy } from './city.policy';
import { CityResolver } from './city.resolver';
import { cityRestRouter } from './city.rest';
import { CityService } from './city.service';

/** The city level: the roll-up, new barangays and the city's accounts (docs/architecture.md#city-level). */
export const cityModule = portalModule({
  name: 'city',
  uses: [barangaysModule, staffModule],
  services: ({ db, reads, settings }, use) => ({
    city: new CityService(db, use(barangaysModule).barangays, use(staffModule).staffPasswords, settings.cityName, reads),
  }),
  policies: { cityPolicy },
}).withDoors({
  resolvers: [CityResolver],
  rest: [{ path: '/city', router: cityRestRouter }],
});
