import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { contextOf, guard } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { restProjection } from '../../rest/projection';
import { RequestCorrectionInput } from './corrections.inputs';
import { correctionPolicy } from './corrections.policy';
import { CorrectionRequest } from './corrections.types';
import type { CorrectionService } from './corrections.service';

/** The GraphQL CorrectionRequest's fields in snake_case: field and status as their values (last_name, pending). */
const toJson = restProjection(CorrectionRequest);

/** field, requested_value, reason: each as sent, for the input's rules to judge. */
const requestFrom = bodyInput(RequestCorrectionInput, { readers: AS_SENT });

/**
 * /api/auth/user/me/corrections/ (docs/architecture.md#privacy-corrections): the signed-in resident's correction requests
 * (GET, every one, newest first), a new one (POST), and withdrawing one that waits (POST <id>/withdraw/).
 */
export function correctionRestRouter(services: { corrections: CorrectionService }): Router {
  const router = Router();

  router.get('/user/me/corrections/', guard(correctionPolicy.viewOwn), async (_req, res) => {
    const ctx = contextOf(res);
    res.json(await Promise.all((await services.corrections.mine(ctx)).map((request) => toJson(request, ctx))));
  });

  router.post('/user/me/corrections/', guard(correctionPolicy.request), async (req, res) => {
    const ctx = contextOf(res);
    const input = await validatedInput(RequestCorrectionInput, requestFrom((req.body ?? {}) as Record<string, unknown>));
    res.status(201).json(await toJson(await services.corrections.request(ctx, input), ctx));
  });

  router.post('/user/me/corrections/:id/withdraw/', guard(correctionPolicy.withdraw), async (req, res) => {
    const ctx = contextOf(res);
    res.json(await toJson(await services.corrections.withdraw(ctx, idParam(req)), ctx));
  });

  return router;
}
