import { Router } from 'express';
import { contextOf } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { restProjection } from '../../rest/projection';
import { DataProtectionOfficer, PrivacyNotice } from './privacy.types';
import type { PrivacyNoticeService } from './privacy-notice.service';

const officerToJson = restProjection(DataProtectionOfficer);

/** The GraphQL PrivacyNotice's fields in snake_case, the officer's too. */
const noticeToJson = restProjection(PrivacyNotice, {
  values: { dataProtectionOfficer: async (notice, ctx) => notice.dataProtectionOfficer && await officerToJson(notice.dataProtectionOfficer, ctx) },
});

/**
 * /api/privacy-notice/ (docs/architecture.md#privacy-notice): the notice in force of the barangay the address serves,
 * and /api/privacy-notice/<version>/ an earlier one. Public, as the GraphQL query.
 */
export function privacyRestRouter(services: { privacyNotice: PrivacyNoticeService }): Router {
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
