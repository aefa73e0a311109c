import { DocumentRequestStatus } from '@barangay-portal/domain';
import { Router } from 'express';
import { contextOf, guard } from '../../rest/handler';
import { choiceQuery, searchQuery } from '../../rest/query-filters';
import { sendSpreadsheet, SPREADSHEET_FORMATS } from '../../rest/spreadsheet-download';
import { documentRequestPolicy } from './document-request.policy';
import type { DocumentRequestExportService } from './document-request.export';

/**
 * GET /api/document-requests/export.csv|xlsx (?search, status: a GraphQL name such as PENDING): the staff's requests
 * list as a spreadsheet, with the screen's filters. Mounted before the requests' own routes, whose `/:id/` would
 * otherwise take `export.csv` for an id.
 */
export function documentRequestExportRestRouter(services: { documentRequestExports: DocumentRequestExportService }): Router {
  const router = Router();
  for (const format of SPREADSHEET_FORMATS) {
    router.get(`/export.${format}`, guard(documentRequestPolicy.seeEveryRequest), async (req, res) => {
      const filters = { search: searchQuery(req), status: choiceQuery(req, 'status', DocumentRequestStatus) };
      await services.documentRequestExports.export(contextOf(res), filters, (sheet) => sendSpreadsheet(res, format, sheet));
    });
  }
  return router;
}
