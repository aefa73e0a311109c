import { portalModule } from '../../portal-module/portal-module';
import { BarangayOfficial } from './barangay-official.entity';
import { officialPolicy, officialStaffPolicy } from './barangay-official.policy';
import { BarangayOfficialResolver, OfficialStaffLinkResolver } from './barangay-official.resolver';
import { officialRestRouter } from './barangay-official.rest';
import { officialsSeed } from './barangay-official.seed';
import { BarangayOfficialService } from './barangay-official.service';

/** The barangay's officials on the public site, with their photos and their staff accounts. */
export const officialsModule = portalModule({
  name: 'officials',
  entities: [BarangayOfficial],
  services: ({ db, storage }) => ({ officials: new BarangayOfficialService(db, storage) }),
  seeds: [officialsSeed],
  policies: { officialPolicy, officialStaffPolicy },
}).withDoors({
  resolvers: [BarangayOfficialResolver, OfficialStaffLinkResolver],
  rest: [{ path: '/barangay-officials', router: officialRestRouter, takesFiles: true }],
});
