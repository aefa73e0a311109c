import express, { Router } from 'express';
import { requestContexts } from '../http/caller';
import { documentRequestRestRouter } from '../modules/document-requests/document-request.rest';
import { documentRequestExportRestRouter } from '../modules/document-requests/document-request-export.rest';
import { documentTypeRestRouter } from '../modules/document-types/document-type.rest';
import { announcementRestRouter } from '../modules/announcements/announcement.rest';
import { verificationRestRouter } from '../modules/certificates/verification.rest';
import { cityRestRouter } from '../modules/city/city.rest';
import { dataAccessLedgerRestRouter, myDataAccessRestRouter } from '../modules/data-access/data-access.rest';
import { personalDataRestRouter } from '../modules/personal-data/personal-data.rest';
import { correctionRestRouter } from '../modules/corrections/corrections.rest';
import { erasureRestRouter } from '../modules/erasure/erasure.rest';
import { contactDetailsRestRouter } from '../modules/contact/contact-details.rest';
import { eventRestRouter } from '../modules/events/event.rest';
import { officialRestRouter } from '../modules/officials/barangay-official.rest';
import { projectRestRouter } from '../modules/projects/project.rest';
import { privacyRestRouter } from '../modules/privacy/privacy.rest';
import { registryReportsRestRouter } from '../modules/registry/reports/registry-reports.rest';
import { inhabitantImportRestRouter } from '../modules/registry/import/inhabitant-import.rest';
import { registryExportRestRouter } from '../modules/registry/export/registry-export.rest';
import { authRestRouter } from '../modules/users/auth.rest';
import { twoFactorRestRouter } from '../modules/users/two-factor.rest';
import type { Services } from '../services';
import { refuseMultipart } from '../uploads/rest-multipart';
import type { RestOptions } from './rest-options';

/** The REST compatibility layer: the REST paths (docs/rules/rest-api.md#rest-paths) under /api, each module's routes mounted here. */
export function createRestRouter(services: Services, options: RestOptions): Router {
  const router = Router();
  // Only JSON is read here: a multipart body is read by the route that takes it, once it has admitted the caller.
  router.use(express.json({ limit: '1mb' }));
  router.use(requestContexts(services, options.publicUrl));
  // The modules with routes that take files. Each reads multipart bodies on those routes only (restForm,
  // after the route's role check) and refuses them on its other routes (refuseMultipart).
  router.use('/auth', authRestRouter(services, options));
  router.use('/projects', projectRestRouter(services, options));
  router.use('/events', eventRestRouter(services, options));
  router.use('/barangay-officials', officialRestRouter(services, options));
  router.use('/registry', inhabitantImportRestRouter(services, options));
  // No route below takes files, unknown addresses included: a multipart body is refused unread.
  router.use(refuseMultipart());
  router.use('/auth', twoFactorRestRouter(services));
  router.use('/auth', myDataAccessRestRouter(services));
  router.use('/auth', personalDataRestRouter(services));
  router.use('/auth', correctionRestRouter(services));
  router.use('/auth', erasureRestRouter(services));
  router.use('/document-types', documentTypeRestRouter(services));
  // The export first: the requests' own `/:id/` would take `export.csv` for an id.
  router.use('/document-requests', documentRequestExportRestRouter(services));
  router.use('/document-requests', documentRequestRestRouter(services));
  router.use('/verify', verificationRestRouter(services));
  router.use('/announcements', announcementRestRouter(services, options));
  router.use('/contact-us-details', contactDetailsRestRouter(services));
  router.use('/city', cityRestRouter(services));
  router.use('/privacy', dataAccessLedgerRestRouter(services));
  router.use('/privacy-notice', privacyRestRouter(services));
  router.use('/registry', registryReportsRestRouter(services));
  router.use('/registry', registryExportRestRouter(services));
  router.use((_req, res) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  return router;
}
