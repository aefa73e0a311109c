import { Router } from 'express';
import { contextOf, guard } from '../../rest/handler';
import { sendSpreadsheet } from '../../rest/spreadsheet-download';
import { cityPolicy } from './city.policy';
import type { CityService } from './city.service';

/** /api/city/rollup.csv: the roll-up as a spreadsheet, for the city's offices (docs/architecture.md#city-level). */
export function cityRestRouter(services: { city: CityService }): Router {
  const router = Router();
  router.get('/rollup.csv', guard(cityPolicy.viewRollup), async (_req, res) => {
    await sendSpreadsheet(res, 'csv', await services.city.rollupSpreadsheet(contextOf(res)));
  });
  return router;
}
