import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { contextOf, guard } from '../../rest/handler';
import type { RequestContext } from '../../http/request-context';
import { restProjection } from '../../rest/projection';
import { RequestErasureInput } from './erasure.inputs';
import { erasurePolicy } from './erasure.policy';
import { type ErasurePlan, ErasurePlanLine, ErasureRequest } from './erasure.types';
import type { ErasureService } from './erasure.service';

const lineToJson = restProjection(ErasurePlanLine);
const linesToJson = async (lines: ErasurePlanLine[], ctx: RequestContext) => await Promise.all(lines.map((line) => lineToJson(line, ctx)));

/** The GraphQL ErasureRequest's fields in snake_case: status as its value (pending), held as plan lines. */
const requestToJson = restProjection(ErasureRequest, { values: { held: async (request, ctx) => await linesToJson(request.held, ctx) } });

const planToJson = async (plan: ErasurePlan, ctx: RequestContext) => ({
  erased: await linesToJson(plan.erased, ctx), kept: await linesToJson(plan.kept, ctx),
});

/** current_password and reason, as sent, for the input's rules to judge. */
const requestFrom = bodyInput(RequestErasureInput, { readers: AS_SENT });

/**
 * /api/auth/user/me/erasure/ (docs/architecture.md#privacy-erasure): what an erasure would erase and keep with the
 * signed-in resident's latest request (GET), a new request (POST, with current_password), and withdrawing the one that
 * waits (POST withdraw/).
 */
export function erasureRestRouter(services: { erasure: ErasureService }): Router {
  const router = Router();

  router.get('/user/me/erasure/', guard(erasurePolicy.viewOwn), async (_req, res) => {
    const ctx = contextOf(res);
    const [plan, request] = await Promise.all([services.erasure.plan(ctx), services.erasure.mine(ctx)]);
    res.json({ plan: await planToJson(plan, ctx), request: request && await requestToJson(request, ctx) });
  });

  router.post('/user/me/erasure/', guard(erasurePolicy.request), async (req, res) => {
    const ctx = contextOf(res);
    const input = await validatedInput(RequestErasureInput, requestFrom((req.body ?? {}) as Record<string, unknown>));
    res.status(201).json(await requestToJson(await services.erasure.request(ctx, input), ctx));
  });

  router.post('/user/me/erasure/withdraw/', guard(erasurePolicy.withdraw), async (_req, res) => {
    const ctx = contextOf(res);
    res.json(await requestToJson(await services.erasure.withdraw(ctx), ctx));
  });

  return router;
}
