import { type Request, type Response, Router } from 'express';
import { contextOf, guard } from '../../../rest/handler';
import { idParam } from '../../../rest/params';
import { registryPolicy } from '../registry.policy';
import { REPORT_FORMATS, type ReportFile } from './registry-reports.service';
import type { RegistryReportsService } from './registry-reports.service';

/** A whole number of the query string (`?year=2026`); anything else is NaN, for the service to refuse by name. */
function queryNumber(req: Request, name: string): number {
  const raw = req.query[name];
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
}

function sendReport(res: Response, report: ReportFile): void {
  // Personal data of people without an account: never kept by a browser or a proxy.
  res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  res.attachment(report.fileName);
  res.type(report.contentType).send(report.bytes);
}

/**
 * /api/registry: the Registry of Barangay Inhabitants' reports (docs/architecture.md#registry-of-inhabitants), as downloads for staff with
 * MANAGE_REGISTRY: `households/<id>/record.pdf|csv` (RBI Form B style) and `population-summary.pdf|csv?year=&quarter=`.
 */
export function registryReportsRestRouter(services: { registryReports: RegistryReportsService }): Router {
  const router = Router();
  const reports = services.registryReports;
  for (const format of REPORT_FORMATS) {
    router.get(`/households/:id/record.${format}`, guard(registryPolicy.view), async (req, res) => {
      sendReport(res, await reports.householdRecord(contextOf(res), idParam(req), format));
    });
    router.get(`/population-summary.${format}`, guard(registryPolicy.view), async (req, res) => {
      const asked = { year: queryNumber(req, 'year'), quarter: queryNumber(req, 'quarter') };
      sendReport(res, await reports.populationSummary(contextOf(res), asked, format));
    });
  }
  return router;
}
