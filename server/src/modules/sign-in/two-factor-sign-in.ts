import type { RequestContext } from '../../http/request-context';
import type { AuthPayload } from './auth.inputs';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

/** A confirmed enrolment: the recovery codes, and the session when it was the second step of a sign-in. */
export interface TwoFactorEnrolledResult {
  recoveryCodes: string[];
  session: AuthPayload | null;
}

/** The steps of a sign-in that end in a session once two-factor sign-in has had its say. */
export class TwoFactorSignIn {
  constructor(private readonly auth: AuthService, private readonly twoFactor: TwoFactorService) {}

  /** The code step: the challenge login answered and a code (or a recovery code) open the session. */
  async completeSignIn(ctx: RequestContext, input: { mfaToken: string; code: string }): Promise<AuthPayload> {
    const user = await this.twoFactor.passSecondStep(ctx, input.mfaToken, input.code);
    return await this.auth.startSession(user, ctx.clientAddress);
  }

  /**
   * Confirms an enrolment. Signed in, it answers the recovery codes; as the second step of an administrator's
   * sign-in (an enrolment challenge), the session too.
   */
  async confirmEnrolment(
    ctx: RequestContext, input: { code: string; mfaToken?: string | null },
  ): Promise<TwoFactorEnrolledResult> {
    const confirmed = await this.twoFactor.confirmEnrolment(ctx, input);
    const session = confirmed.viaChallenge ? await this.auth.startSession(confirmed.user, ctx.clientAddress) : null;
    return { recoveryCodes: confirmed.recoveryCodes, session };
  }
}
