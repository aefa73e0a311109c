import { portalModule } from '../../portal-module/portal-module';
import { auditModule } from '../audit/audit.module';
import { BarangayDirectory } from './barangay-directory';
import { Barangay } from './barangay.entity';
import { barangayPolicy } from './barangay.policy';
import { BarangayResolver } from './barangay.resolver';
import { BarangaySettingsResolver } from './barangay-settings.resolver';
import { BarangaySettingsService } from './barangay-settings.service';

/** The barangays of the install, and which one a request's host serves (docs/architecture.md#tenancy). */
export const barangaysModule = portalModule({
  name: 'barangays',
  uses: [auditModule],
  entities: [Barangay],
  services: ({ db, storage, settings, replicas }) => {
    const barangays = new BarangayDirectory(db, undefined, settings.cityName, settings.publicUrl, replicas);
    return { barangays, barangaySettings: new BarangaySettingsService(db, storage, barangays) };
  },
  policies: { barangayPolicy },
}).withDoors({
  resolvers: [BarangayResolver, BarangaySettingsResolver],
});
