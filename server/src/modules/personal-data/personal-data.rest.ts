import { Router } from 'express';
import { SIGNED_IN } from '../../identity/audience';
import { contextOf, guard } from '../../rest/handler';
import type { PersonalDataService } from './personal-data.service';

/**
 * /api/auth/user/me/data/ (`?format=pdf` for the PDF, json when left out): "Download my data", the signed-in
 * resident's every record (docs/architecture.md#privacy-rights).
 */
export function personalDataRestRouter(services: { personalData: PersonalDataService }): Router {
  const router = Router();
  // Signed in first (401); the role (personalDataPolicy.downloadOwn) is the service's check, whose refusal says why
  // staff get no file, made before the format is read.
  router.get('/user/me/data/', guard(SIGNED_IN), async (req, res) => {
    const file = await services.personalData.myDataFile(contextOf(res), req.query.format ?? 'json');
    // Personal data: never kept by a browser or a proxy.
    res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
    res.attachment(file.fileName);
    res.type(file.contentType).send(file.bytes);
  });
  return router;
}
