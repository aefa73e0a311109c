import { Router, type Request } from 'express';
import { contextOf, guard } from '../../../rest/handler';
import { choiceQuery, idQuery, searchQuery } from '../../../rest/query-filters';
import { sendSpreadsheet, SPREADSHEET_FORMATS } from '../../../rest/spreadsheet-download';
import type { HouseholdFilters, InhabitantFilters } from '../registry-filters';
import { InhabitantSector, InhabitantStatus } from '../registry.enums';
import { registryPolicy } from '../registry.policy';
import type { RegistryExportService } from './registry-export.service';

/** The inhabitants list's filters as the screen sends them: `search`, `purokId`, `status` and `sector` (GraphQL names). */
function inhabitantFilters(req: Request): InhabitantFilters {
  return {
    search: searchQuery(req), purokId: idQuery(req, 'purokId'), householdId: idQuery(req, 'householdId'),
    status: choiceQuery(req, 'status', InhabitantStatus), sector: choiceQuery(req, 'sector', InhabitantSector),
  };
}

function householdFilters(req: Request): HouseholdFilters {
  return { search: searchQuery(req), purokId: idQuery(req, 'purokId') };
}

/**
 * The registry's lists as spreadsheets, with the filters on screen, for staff with MANAGE_REGISTRY:
 * GET /api/registry/inhabitants.csv|xlsx (?search, purokId, householdId, status, sector) and
 * GET /api/registry/households.csv|xlsx (?search, purokId).
 */
export function registryExportRestRouter(services: { registryExports: RegistryExportService }): Router {
  const router = Router();
  for (const format of SPREADSHEET_FORMATS) {
    router.get(`/inhabitants.${format}`, guard(registryPolicy.exportRegistry), async (req, res) => {
      await services.registryExports.inhabitants(contextOf(res), inhabitantFilters(req), (sheet) => sendSpreadsheet(res, format, sheet));
    });
    router.get(`/households.${format}`, guard(registryPolicy.exportRegistry), async (req, res) => {
      await services.registryExports.households(contextOf(res), householdFilters(req), (sheet) => sendSpreadsheet(res, format, sheet));
    });
  }
  return router;
}
