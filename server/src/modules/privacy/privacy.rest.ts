import { Router } from 'express';
import { contextOf } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { restProjection } from '../../rest/projection';
import type { Services } from '../../services';
import { DataProtectionOfficer, PrivacyNotice } from './privacy.types';

const officerToJson = restProjection(DataProtectionOfficer);

/** The GraphQL PrivacyNotice's fields in snake_case, the officer's too. */
const noticeToJson = restProjection(PrivacyNotice, {
  values: { dataProtectionOfficer: async (notice, ctx) => notice.dataProtectionOfficer && await officerToJson(notice.dataProtectionOfficer, ctx) },
});

/**
 * /api/privacy-notice/ (docs/architecture.md#privacy-notice): the notice in force of the barangay the address serves,
 * and /api/privacy-notice/<version>/ an earlier one. Public, as the GraphQL query.
 */
export function privacyRestRouter(services: Services): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    res.json(await noticeToJson(await services.privacyNotice.notice(ctx), ctx));
  });

  router.get('/:version/', async (req, res) => {
    const ctx = contextOf(res);
    res.json(await noticeToJson(await services.privacyNotice.notice(ctx, idParam(req, 'version')), ctx));
  });

  return router;
}
