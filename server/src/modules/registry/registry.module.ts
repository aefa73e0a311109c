import { portalModule } from '../../portal-module/portal-module';
import { dataAccessModule } from '../data-access/data-access.module';
import { RegistryExportService } from './export/registry-export.service';
import { registryExportRestRouter } from './export/registry-export.rest';
import { Household } from './household.entity';
import { InhabitantImport } from './import/inhabitant-import.entity';
import { InhabitantImportResolver } from './import/inhabitant-import.resolver';
import { inhabitantImportRestRouter } from './import/inhabitant-import.rest';
import { InhabitantImportService } from './import/inhabitant-import.service';
import { Inhabitant } from './inhabitant.entity';
import { Purok } from './purok.entity';
import { registryPolicy } from './registry.policy';
import { HouseholdMembersResolver, RegistryResolver } from './registry.resolver';
import { RegistryService } from './registry.service';
import { RegistryReportsService } from './reports/registry-reports.service';
import { registryReportsRestRouter } from './reports/registry-reports.rest';
import { ResidentLinkResolver } from './resident-link.resolver';
import { ResidentLinkService } from './resident-link.service';

/** The Registry of Barangay Inhabitants: puroks, households and inhabitants, their import, exports and reports. */
export const registryModule = portalModule({
  name: 'registry',
  uses: [dataAccessModule],
  entities: [Purok, Household, Inhabitant, InhabitantImport],
  services: ({ db, reads, logger, settings }, use) => {
    const { accessLedger } = use(dataAccessModule);
    const registry = new RegistryService(db, accessLedger);
    return {
      registry,
      /** Spreadsheets into the registry: upload, dry run, the import as a job. */
      inhabitantImports: new InhabitantImportService(db, logger),
      registryExports: new RegistryExportService(db, accessLedger),
      /** The household records and the quarterly population summary, as PDF and CSV. */
      registryReports: new RegistryReportsService(db, registry, { cityName: settings.cityName }, accessLedger, reads),
      /** One person, once: residents' accounts linked to their inhabitants in the registry. */
      residentLinks: new ResidentLinkService(db),
    };
  },
  policies: { registryPolicy },
}).withDoors({
  resolvers: [RegistryResolver, HouseholdMembersResolver, InhabitantImportResolver, ResidentLinkResolver],
  rest: [
    { path: '/registry', router: inhabitantImportRestRouter, takesFiles: true },
    { path: '/registry', router: registryReportsRestRouter },
    { path: '/registry', router: registryExportRestRouter },
  ],
});
