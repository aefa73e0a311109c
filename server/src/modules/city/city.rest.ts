import { Router } from 'express';
import { contextOf, guard } from '../../rest/handler';
import type { Services } from '../../services';
import { cityPolicy } from './city.policy';

/** /api/city/rollup.csv: the roll-up as a spreadsheet, for the city's offices (docs/architecture.md#city-level). */
export function cityRestRouter(services: Services): Router {
  const router = Router();
  router.get('/rollup.csv', guard(cityPolicy.viewRollup), async (_req, res) => {
    const csv = await services.city.rollupCsv(contextOf(res));
    res.set('Cache-Control', 'no-store');
    res.attachment(`barangay-rollup-${new Date().toISOString().slice(0, 10)}.csv`);
    res.type('text/csv; charset=utf-8').send(csv);
  });
  return router;
}
