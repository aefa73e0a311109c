import QRCode from 'qrcode';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import type { AuthThrottle } from '../../limits/auth-throttle';
import type { ChallengePurpose, TokenService } from '../../identity/tokens';
import type { Logger } from '../../common/logger';
import { securityEvent } from '../../common/security-events';
import type { AdminMfa } from '../../config/env';
import {
  hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, readCode,
} from './two-factor-codes';
import { RecoveryCode, TwoFactor } from './two-factor.entity';
import { TwoFactorErrors } from './two-factor.errors';
import type { DisableTwoFactorInput, TwoFactorEnrolment, TwoFactorStatus } from './two-factor.inputs';
import { accountsHere, AuthErrors, type CurrentPasswordCheck, User, UserType } from '../accounts';
import { signInPolicy } from './sign-in.policy';

/** Long enough to open the authenticator app and type a code. */
const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Setting up an authenticator (installing an app, scanning) takes longer than typing a code. */
const ENROL_CHALLENGE_TTL_SECONDS = 15 * 60;

export interface TwoFactorSettings {
  adminMfa: AdminMfa;
  /** CITY_NAME: what a city account's authenticator shows beside it. */
  cityName: string;
}

/** What a right password answers when a second step must follow. */
export interface TwoFactorChallenge {
  /** The account's e-mail (the password was right: the caller knows it). */
  email: string;
  mfaToken: string;
  /** The second step is setting up an authenticator (an administrator who must), not typing a code. */
  enrolmentRequired: boolean;
}

/** A confirmed enrolment: the codes to show once, and whether it was the second step of a sign-in. */
export interface EnrolmentConfirmed {
  user: User;
  recoveryCodes: string[];
  viaChallenge: boolean;
}

type CodeOutcome = 'totp' | 'recovery' | 'wrong' | 'replayed';

/**
 * Two-factor sign-in (RFC 6238): enrolment with a QR code, the code step of a sign-in, one-time recovery
 * codes, turning it off. Every code check counts against the sign-in throttle, whichever API it came through;
 * secrets and codes never reach a log line or any answer but the one that shows them to their owner.
 */
export class TwoFactorService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly throttle: AuthThrottle,
    private readonly logger: Logger,
    private readonly settings: TwoFactorSettings,
    private readonly currentPassword: CurrentPasswordCheck,
  ) {}

  async status(ctx: RequestContext): Promise<TwoFactorStatus> {
    const { id } = authorize(ctx, signInPolicy.manageTwoFactor);
    const user = await this.loadUser(id);
    const left = await this.db.getRepository(RecoveryCode).countBy({ userId: id, usedAt: IsNull() });
    return { enabled: await this.isEnabled(id), required: this.isRequiredFor(user), recoveryCodesLeft: left };
  }

  /** After a right password: the challenge of the second step, or null when the account needs none. */
  async challengeAfterPassword(user: User): Promise<TwoFactorChallenge | null> {
    if (await this.isEnabled(user.id)) {
      const mfaToken = await this.tokens.signChallengeToken(user.id, 'sign-in', SIGN_IN_CHALLENGE_TTL_SECONDS);
      return { email: user.email, mfaToken, enrolmentRequired: false };
    }
    if (this.isRequiredFor(user)) {
      const mfaToken = await this.tokens.signChallengeToken(user.id, 'enrol', ENROL_CHALLENGE_TTL_SECONDS);
      return { email: user.email, mfaToken, enrolmentRequired: true };
    }
    return null;
  }

  /**
   * The code step of a sign-in: the account whose challenge and code (or unused recovery code) are right.
   * Wrong and replayed codes count as failed sign-ins of that account from that address.
   */
  async passSecondStep(ctx: RequestContext, mfaToken: string, code: string): Promise<User> {
    const { clientAddress } = ctx;
    const user = await this.challengedUser(ctx, mfaToken, 'sign-in');
    if (!(await this.isEnabled(user.id))) throw TwoFactorErrors.challengeInvalid();
    await this.checkCode(user, code, clientAddress);
    await this.throttle.loginSucceeded(user.email, clientAddress);
    return user;
  }

  /**
   * A new secret waiting for its first code, for the signed-in caller or for the administrator an enrolment
   * challenge names. Starting again replaces a secret not yet confirmed (a QR code shown earlier stops working).
   */
  async startEnrolment(ctx: RequestContext, mfaToken: string | null | undefined): Promise<TwoFactorEnrolment> {
    const { user } = await this.enrollingUser(ctx, mfaToken);
    const secret = newTotpSecret();
    const rows = await this.db.query<Array<{ user_id: number }>>(
      `INSERT INTO user_two_factor (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_used_step = NULL, updated_at = now()
        WHERE user_two_factor.enabled_at IS NULL
       RETURNING user_id`,
      [user.id, secret],
    );
    // No row: two-factor sign-in was turned on meanwhile (another tab), and its secret stays.
    if (rows.length === 0) throw TwoFactorErrors.alreadyEnabled();
    // Authenticator apps show the account's barangay's name beside it; a city account's, the city's.
    const uri = otpauthUri(secret, user.email, user.barangayId === null ? this.settings.cityName : ctx.barangay.name);
    return { otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2 }), secret };
  }

  /** The first code of the pending secret turns two-factor sign-in on and makes the ten recovery codes. */
  async confirmEnrolment(
    ctx: RequestContext, input: { code: string; mfaToken?: string | null },
  ): Promise<EnrolmentConfirmed> {
    const { clientAddress } = ctx;
    const { user, viaChallenge } = await this.enrollingUser(ctx, input.mfaToken);
    await this.throttle.attempt(clientAddress);
    const recoveryCodes = await this.db.transaction(async (manager) => {
      const pending = await manager.findOne(TwoFactor, { where: { userId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!pending) throw TwoFactorErrors.noPendingEnrolment();
      if (pending.enabledAt) throw TwoFactorErrors.alreadyEnabled();
      const read = readCode(input.code);
      const step = read.kind === 'totp' ? matchingStep(pending.secret, read.code) : null;
      if (step === null) throw TwoFactorErrors.wrongCode();
      // The confirming code is spent: it cannot also open a sign-in.
      await manager.update(TwoFactor, { userId: user.id }, { enabledAt: new Date(), lastUsedStep: step });
      return await this.replaceRecoveryCodes(manager, user.id);
    });
    if (viaChallenge) await this.throttle.loginSucceeded(user.email, clientAddress);
    securityEvent(this.logger, 'auth.mfa.enabled', { accountId: user.id, clientAddress });
    return { user, recoveryCodes, viaChallenge };
  }

  /** Off again: takes the password and a code (or a recovery code); administrators cannot when it is required. */
  async disable(ctx: RequestContext, input: DisableTwoFactorInput): Promise<void> {
    const { clientAddress } = ctx;
    const { id } = authorize(ctx, signInPolicy.manageTwoFactor);
    const user = await this.loadUser(id);
    if (this.isRequiredFor(user)) throw TwoFactorErrors.requiredForAdministrators();
    if (!(await this.isEnabled(id))) throw TwoFactorErrors.notEnabled();
    await this.currentPassword.assertMatches(await this.currentPassword.account(id), input.currentPassword, clientAddress);
    await this.checkCode(user, input.code, clientAddress);
    await this.db.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId: id });
      await manager.delete(TwoFactor, { userId: id });
    });
    securityEvent(this.logger, 'auth.mfa.disabled', { accountId: id, clientAddress });
  }

  /** Ten new recovery codes in place of the old ones (used or not); takes a current code. */
  async regenerateRecoveryCodes(ctx: RequestContext, code: string): Promise<string[]> {
    const { clientAddress } = ctx;
    const { id } = authorize(ctx, signInPolicy.manageTwoFactor);
    const user = await this.loadUser(id);
    if (!(await this.isEnabled(id))) throw TwoFactorErrors.notEnabled();
    await this.checkCode(user, code, clientAddress);
    const codes = await this.db.transaction(async (manager) => await this.replaceRecoveryCodes(manager, id));
    securityEvent(this.logger, 'auth.mfa.recovery_codes.regenerated', { accountId: id, clientAddress });
    return codes;
  }

  private isRequiredFor(user: User): boolean {
    return user.userType === UserType.ADMIN && this.settings.adminMfa === 'required';
  }

  private async isEnabled(userId: number): Promise<boolean> {
    return await this.db.getRepository(TwoFactor).exists({ where: { userId, enabledAt: Not(IsNull()) } });
  }

  /** Who is enrolling: the account of an enrolment challenge when one is given, else the signed-in caller. */
  private async enrollingUser(ctx: RequestContext, mfaToken: string | null | undefined): Promise<{ user: User; viaChallenge: boolean }> {
    if (mfaToken) {
      const user = await this.challengedUser(ctx, mfaToken, 'enrol');
      // Once on, the enrolment challenge has done its work: the sign-in goes through the code step now.
      if (await this.isEnabled(user.id)) throw TwoFactorErrors.challengeInvalid();
      return { user, viaChallenge: true };
    }
    const { id } = authorize(ctx, signInPolicy.manageTwoFactor);
    const user = await this.loadUser(id);
    if (await this.isEnabled(id)) throw TwoFactorErrors.alreadyEnabled();
    return { user, viaChallenge: false };
  }

  /**
   * The account a challenge names. Only one of the barangay served here: a challenge answered at another
   * barangay's address is as invalid as a forged one, like a password tried at the wrong address (login).
   */
  private async challengedUser(ctx: RequestContext, mfaToken: string, purpose: ChallengePurpose): Promise<User> {
    let userId: number;
    try {
      userId = await this.tokens.verifyChallengeToken(mfaToken, purpose);
    } catch {
      throw TwoFactorErrors.challengeInvalid();
    }
    const user = await this.db.getRepository(User).findOneBy({ id: userId, barangayId: accountsHere(ctx.barangay.id) });
    if (!user) throw TwoFactorErrors.challengeInvalid();
    return user;
  }

  /** Throws the field error (and counts a failed sign-in) unless `code` is the account's current code or an unused recovery code. */
  private async checkCode(user: User, code: string, clientAddress: string): Promise<void> {
    await this.throttle.attempt(clientAddress);
    await this.throttle.assertLoginAllowed(user.email, clientAddress);
    const outcome = await this.spendCode(user.id, code);
    if (outcome === 'wrong' || outcome === 'replayed') {
      await this.throttle.loginFailed(user.email, clientAddress);
      securityEvent(this.logger, 'auth.mfa.failed', {
        accountId: user.id, clientAddress, reason: outcome === 'wrong' ? 'wrong-code' : 'replayed-code',
      });
      throw outcome === 'wrong' ? TwoFactorErrors.wrongCode() : TwoFactorErrors.replayedCode();
    }
    if (outcome === 'recovery') securityEvent(this.logger, 'auth.mfa.recovery_code.used', { accountId: user.id, clientAddress });
  }

  /**
   * Checks a code and uses it up, atomically: a code's time step must be later than the last one accepted,
   * and a recovery code must not be used yet, so two requests racing with one code cannot both pass.
   */
  private async spendCode(userId: number, code: string): Promise<CodeOutcome> {
    const read = readCode(code);
    if (read.kind === 'recovery') {
      const spent = await this.db.createQueryBuilder().update(RecoveryCode)
        .set({ usedAt: () => 'now()' })
        .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', { userId, hash: hashRecoveryCode(read.code) })
        .execute();
      return spent.affected ? 'recovery' : 'wrong';
    }
    if (read.kind !== 'totp') return 'wrong';
    const factor = await this.db.getRepository(TwoFactor).findOneBy({ userId, enabledAt: Not(IsNull()) });
    const step = factor ? matchingStep(factor.secret, read.code) : null;
    if (step === null) return 'wrong';
    const spent = await this.db.createQueryBuilder().update(TwoFactor)
      .set({ lastUsedStep: step })
      .where('user_id = :userId AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
      .execute();
    return spent.affected ? 'totp' : 'replayed';
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await manager.delete(RecoveryCode, { userId });
    await manager.insert(RecoveryCode, codes.map((code) => {
      const read = readCode(code);
      if (read.kind !== 'recovery') throw new Error('a new recovery code does not read as one');
      return { userId, codeHash: hashRecoveryCode(read.code) };
    }));
    return codes;
  }

  private async loadUser(id: number): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id });
    if (!user) throw AuthErrors.accountGone();
    return user;
  }
}
