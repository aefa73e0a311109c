import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { contextOf } from '../../rest/handler';
import { userRestProjection, type UsersService } from '../accounts';
import { AuthPayload, LoginInput, RegisterInput } from './auth.inputs';
import type { AuthService } from './auth.service';
import type { TwoFactorChallenge } from './two-factor.service';

type Body = Record<string, unknown>;

/** The registration form, every field as sent (its snake_case names), "true"/"false" as booleans. */
const registerInputFrom = bodyInput(RegisterInput, { readers: AS_SENT });

export function sessionToJson(payload: AuthPayload) {
  return {
    access: payload.access,
    refresh: payload.refresh,
    is_resident: payload.isResident,
    is_verified: payload.isVerified,
    email: payload.email,
  };
}

/**
 * The REST login answer (docs/rules/rest-api.md#rest-session) for an account without a second step, unchanged; with two-factor on, the
 * challenge instead: `mfa_required`, `mfa_token`, and `mfa_enrolment_required` for an administrator who
 * must set it up first.
 */
function loginToJson(outcome: AuthPayload | TwoFactorChallenge) {
  if (!('mfaToken' in outcome)) return sessionToJson(outcome);
  return { mfa_required: true, mfa_enrolment_required: outcome.enrolmentRequired, mfa_token: outcome.mfaToken, email: outcome.email };
}

function requireText(body: Body, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

/** The sign-in form: e-mail and password, anything but text read as empty. */
const loginFrom = bodyInput(LoginInput, { readers: { ...AS_SENT, text: requireText } });

/** /api/auth/...: registration and the session's tokens. The new account is answered as every account is (accounts' projection). */
export function authRestRouter(services: { auth: AuthService; users: UsersService }): Router {
  const router = Router();
  const userToJson = userRestProjection(services.users);

  router.post('/token/', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const input = await validatedInput(LoginInput, loginFrom(body));
    res.json(loginToJson(await services.auth.login(contextOf(res), input)));
  });

  router.post('/token/refresh/', async (req, res) => {
    const refresh = requireText((req.body ?? {}) as Body, 'refresh');
    if (!refresh) {
      res.status(400).json({ refresh: ['This field is required.'] });
      return;
    }
    res.json(sessionToJson(await services.auth.refresh(contextOf(res), refresh)));
  });

  router.post('/logout/', async (req, res) => {
    const refresh = requireText((req.body ?? {}) as Body, 'refresh');
    if (refresh) await services.auth.logout(contextOf(res), refresh);
    res.status(204).end();
  });

  router.post('/user/', async (req, res) => {
    const input = await validatedInput(RegisterInput, registerInputFrom((req.body ?? {}) as Body));
    res.status(201).json(await userToJson(await services.auth.register(contextOf(res), input), contextOf(res)));
  });

  return router;
}
