import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { contextOf, guard } from '../../rest/handler';
import { sessionToJson } from './auth.rest';
import {
  ConfirmTwoFactorInput, DisableTwoFactorInput, RegenerateRecoveryCodesInput, TwoFactorLoginInput,
} from './two-factor.inputs';
import type { TwoFactorService } from './two-factor.service';
import type { TwoFactorSignIn } from './two-factor-sign-in';
import { signInPolicy } from './sign-in.policy';

type Body = Record<string, unknown>;

const bodyOf = (body: unknown): Body => (typeof body === 'object' && body !== null ? (body as Body) : {});

// The forms, as sent, in their snake_case names (mfa_token, current_password, code).
const signInCodeFrom = bodyInput(TwoFactorLoginInput, { readers: AS_SENT });
const enrolmentCodeFrom = bodyInput(ConfirmTwoFactorInput, {
  readers: AS_SENT,
  // Left out when signed in: anything but text means no challenge.
  values: { mfaToken: (body) => (typeof body.mfa_token === 'string' ? body.mfa_token : null) },
});
const disableFrom = bodyInput(DisableTwoFactorInput, { readers: AS_SENT });
const recoveryCodesFrom = bodyInput(RegenerateRecoveryCodesInput, { readers: AS_SENT });

/**
 * /api/auth/...: the code step of a sign-in (`token/mfa/`) and the account's two-factor settings (`mfa/...`).
 * Field errors are keyed as sent: `code`, `mfa_token`, `current_password`.
 */
export function twoFactorRestRouter(services: { twoFactor: TwoFactorService; twoFactorSignIn: TwoFactorSignIn }): Router {
  const router = Router();

  router.post('/token/mfa/', async (req, res) => {
    const body = bodyOf(req.body);
    const input = await validatedInput(TwoFactorLoginInput, signInCodeFrom(body));
    res.json(sessionToJson(await services.twoFactorSignIn.completeSignIn(contextOf(res), input)));
  });

  router.get('/mfa/', guard(signInPolicy.manageTwoFactor), async (_req, res) => {
    const status = await services.twoFactor.status(contextOf(res));
    res.json({ enabled: status.enabled, required: status.required, recovery_codes_left: status.recoveryCodesLeft });
  });

  // A guest may call it only with an enrolment challenge; the service says 401 otherwise.
  router.post('/mfa/enrol/', async (req, res) => {
    const token = bodyOf(req.body).mfa_token;
    const enrolment = await services.twoFactor.startEnrolment(contextOf(res), typeof token === 'string' ? token : null);
    res.json({ otpauth_uri: enrolment.otpauthUri, qr_code: enrolment.qrCodeDataUrl, secret: enrolment.secret });
  });

  router.post('/mfa/enrol/confirm/', async (req, res) => {
    const body = bodyOf(req.body);
    const input = await validatedInput(ConfirmTwoFactorInput, enrolmentCodeFrom(body));
    const enrolled = await services.twoFactorSignIn.confirmEnrolment(contextOf(res), input);
    res.json({ recovery_codes: enrolled.recoveryCodes, ...(enrolled.session && sessionToJson(enrolled.session)) });
  });

  router.post('/mfa/disable/', guard(signInPolicy.manageTwoFactor), async (req, res) => {
    const body = bodyOf(req.body);
    const input = await validatedInput(DisableTwoFactorInput, disableFrom(body));
    await services.twoFactor.disable(contextOf(res), input);
    res.status(204).end();
  });

  router.post('/mfa/recovery-codes/', guard(signInPolicy.manageTwoFactor), async (req, res) => {
    const input = await validatedInput(RegenerateRecoveryCodesInput, recoveryCodesFrom(bodyOf(req.body)));
    res.json({ recovery_codes: await services.twoFactor.regenerateRecoveryCodes(contextOf(res), input.code) });
  });

  return router;
}
