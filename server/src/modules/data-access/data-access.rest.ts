import { type Request, Router } from 'express';
import { everyRowOf } from '../../rest/content-router';
import { contextOf, guard } from '../../rest/handler';
import { choiceQuery, searchQuery } from '../../rest/query-filters';
import { sendSpreadsheet } from '../../rest/spreadsheet-download';
import { PageArgs } from '../../common/pagination';
import { DataAccessKind } from './data-access.enums';
import type { DataAccessFilters } from './data-access.inputs';
import { dataAccessPolicy } from './data-access.policy';
import type { MyDataAccess } from './data-access.types';
import type { DataAccessService } from './data-access.service';

/** The ledger's filters as the screen sends them (its GraphQL argument names); the days are checked by the service. */
function ledgerFilters(req: Request): DataAccessFilters {
  return {
    from: searchQuery(req, 'from'), to: searchQuery(req, 'to'), staff: searchQuery(req, 'staff'), subject: searchQuery(req, 'subject'),
    kind: choiceQuery(req, 'kind', DataAccessKind),
  };
}

/** A resident's row in the REST style: snake_case, the kind and purpose as their values. */
function myAccessToJson(row: MyDataAccess) {
  return {
    id: Number(row.id), viewed_at: row.viewedAt.toISOString(), viewer_name: row.viewerName, viewer_office: row.viewerOffice,
    kind: row.kind, purpose: row.purpose,
  };
}

/** /api/auth/user/me/data-access/: "Who viewed my data", every row, newest first (REST lists are not paged). */
export function myDataAccessRestRouter(services: { dataAccess: DataAccessService }): Router {
  const router = Router();
  router.get('/user/me/data-access/', guard(dataAccessPolicy.viewOwnAccesses), async (_req, res) => {
    const page = await services.dataAccess.myAccesses(contextOf(res), everyRowOf(PageArgs, {}));
    res.json(page.items.map(myAccessToJson));
  });
  return router;
}

/**
 * /api/privacy/data-access.csv?from=&to= (and the screen's staff, subject, kind): a window of the barangay's access ledger,
 * for staff who read the audit log.
 */
export function dataAccessLedgerRestRouter(services: { dataAccess: DataAccessService }): Router {
  const router = Router();
  router.get('/data-access.csv', guard(dataAccessPolicy.readLedger), async (req, res) => {
    await services.dataAccess.exportWindow(contextOf(res), ledgerFilters(req), (sheet) => sendSpreadsheet(res, 'csv', sheet));
  });
  return router;
}
