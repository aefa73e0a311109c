import { DataSource, EntityManager } from 'typeorm';
import { roleOf, type AuthUser } from '../../identity/auth-user';
import type { RequestContext } from '../../http/request-context';
import type { AuthThrottle } from '../../limits/auth-throttle';
import type { PasswordPolicy } from '../../identity/password-policy';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../identity/passwords';
import { sessionEndsAt, SessionPolicy, sessionTokenTimes } from '../../identity/session-policy';
import type { StaffPermissions } from '../../identity/staff-permissions';
import type { SessionRegistry } from '../../identity/session-registry';
import { hashRefreshToken, newRefreshToken, TokenService } from '../../identity/tokens';
import type { Logger } from '../../common/logger';
import { maskEmail, securityEvent } from '../../common/security-events';
import { isUniqueViolation } from '../../db/errors';
import { DEFAULT_BARANGAY_ID } from '../barangays';
import { AuthPayload, LoginInput, RegisterInput } from './auth.inputs';
import { RefreshToken } from './refresh-token.entity';
import type { TwoFactorChallenge, TwoFactorService } from './two-factor.service';
import { ACCOUNTS_HERE, accountsHere, AuthErrors, IdVerificationStatus, User, UserType } from '../accounts';

/**
 * Records a new resident's consent to their barangay's privacy notice in the registration's own transaction, refusing
 * a version that is not the one in force (the privacy module's, handed in by services.ts: docs/architecture.md#privacy-notice).
 */
export interface RegistrationConsent {
  recordAtRegistration(manager: EntityManager, account: { id: number; barangayId: number }, version: number): Promise<void>;
}

/** Accounts and sessions: registration, login, refresh-token rotation, logout, and reading the caller. */
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly throttle: AuthThrottle,
    private readonly passwords: PasswordPolicy,
    private readonly sessionPolicy: SessionPolicy,
    private readonly sessions: SessionRegistry,
    private readonly logger: Logger,
    private readonly twoFactor: TwoFactorService,
    private readonly staffPermissions: StaffPermissions,
    private readonly consents: RegistrationConsent,
  ) {}

  /**
   * `clientAddress`: where the request came from, for the registration rate limit. With `privacyNoticeVersion` (the
   * portal's own form) the account and its consent are written together; without it (the spec's REST clients) the
   * account has none yet and the portal asks for it after sign-in.
   */
  async register(ctx: RequestContext, input: RegisterInput): Promise<User> {
    const { clientAddress } = ctx;
    await this.throttle.attempt(clientAddress);
    await this.throttle.assertRegistrationAllowed(clientAddress);
    this.passwords.assertAcceptable(input.password, input, ctx.barangay.name);
    const users = this.db.getRepository(User);
    const email = input.email.trim().toLowerCase();
    if (await users.exists({ where: { email } })) throw await this.emailTaken(email, clientAddress);
    const { password, privacyNoticeVersion, ...profile } = input;
    const user = users.create({
      ...profile,
      email,
      barangayId: ctx.barangay.id,
      passwordHash: await hashPassword(password),
      userType: UserType.RESIDENT,
      idVerificationStatus: IdVerificationStatus.UNVERIFIED,
    });
    try {
      return await this.db.transaction(async (manager) => {
        const saved = await manager.save(user);
        if (privacyNoticeVersion != null) {
          await this.consents.recordAtRegistration(manager, { id: saved.id, barangayId: ctx.barangay.id }, privacyNoticeVersion);
        }
        return saved;
      });
    } catch (error) {
      // Two registrations racing for one e-mail: the unique index decides, the loser gets the same answer.
      if (isUniqueViolation(error)) throw await this.emailTaken(email, clientAddress);
      throw error;
    }
  }

  /** The spec's "already exists" answer, which tells that the e-mail has an account: counted and logged per address. */
  private async emailTaken(email: string, clientAddress: string): Promise<Error> {
    await this.throttle.emailTaken(email, clientAddress);
    return AuthErrors.emailTaken();
  }

  /**
   * `clientAddress`: where the request came from, for the login rate limits (per address and per account).
   * Answers the session, or the challenge of a second step when the account has two-factor sign-in on.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload | TwoFactorChallenge> {
    const { clientAddress } = ctx;
    await this.throttle.attempt(clientAddress);
    await this.throttle.assertLoginAllowed(input.email, clientAddress);
    const user = await this.db.getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: input.email.trim() })
      // An account of another barangay does not sign in here: it is as unknown as a wrong e-mail. A city account signs in anywhere.
      .andWhere(ACCOUNTS_HERE, { barangayId: ctx.barangay.id })
      .getOne();
    const hash = user?.passwordHash ?? (await decoyPasswordHash());
    const passwordOk = await verifyPassword(hash, input.password);
    // A deactivated staff member gets the answer of a wrong password: the sign-in form does not tell who exists.
    if (!user || !passwordOk || !user.isActive) {
      await this.throttle.loginFailed(input.email, clientAddress);
      securityEvent(this.logger, 'auth.login.failed', { accountId: user?.id ?? null, email: maskEmail(input.email), clientAddress });
      throw AuthErrors.invalidCredentials();
    }
    // With two-factor on, the password opens only the second step; the account's failure count is kept
    // until that step passes, so wrong codes cannot be reset by signing in with the password again.
    const challenge = await this.twoFactor.challengeAfterPassword(user);
    if (challenge) return challenge;
    await this.throttle.loginSucceeded(input.email, clientAddress);
    return await this.startSession(user, clientAddress);
  }

  /** A new session for an account that passed every step of a sign-in. */
  async startSession(user: User, clientAddress: string): Promise<AuthPayload> {
    const now = new Date();
    const session = await this.issueSession(this.db.manager, user, crypto.randomUUID(), sessionEndsAt(this.sessionPolicy, now), now);
    securityEvent(this.logger, 'auth.login.succeeded', { accountId: user.id, clientAddress });
    return session;
  }

  /**
   * Rotates a refresh token. A token presented twice revokes its whole family: someone else has a copy.
   * A session past its idle window or its maximum length is not renewed (docs/sessions.md).
   * `clientAddress`: where the request came from, logged when a token is reused.
   */
  async refresh(ctx: RequestContext, refreshToken: string): Promise<AuthPayload> {
    const { clientAddress } = ctx;
    const outcome = await this.db.transaction(async (manager) => {
      const stored = await manager.findOne(RefreshToken, {
        where: { tokenHash: hashRefreshToken(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
      // A token of another barangay's account is unknown here: it neither renews nor, presented again, ends anything.
      const user = await manager.findOneBy(User, { id: stored.userId, barangayId: accountsHere(ctx.barangay.id) });
      if (!user) return { kind: 'invalid' as const };
      if (stored.usedAt) {
        return { kind: 'reused' as const, accountId: stored.userId, ended: await this.sessions.revoke(manager, { familyId: stored.familyId }) };
      }
      stored.usedAt = new Date();
      await manager.save(stored);
      const now = new Date();
      const endsAt = sessionEndsAt(this.sessionPolicy, await this.sessionStart(manager, stored.familyId));
      if (endsAt <= now) return { kind: 'invalid' as const };
      return { kind: 'ok' as const, payload: await this.issueSession(manager, user, stored.familyId, endsAt, now) };
    });
    if (outcome.kind === 'reused') {
      this.sessions.ended(outcome.ended);
      securityEvent(this.logger, 'auth.refresh.reused', { accountId: outcome.accountId, clientAddress });
    }
    if (outcome.kind !== 'ok') throw AuthErrors.invalidRefreshToken();
    return outcome.payload;
  }

  async logout(ctx: RequestContext, refreshToken: string): Promise<void> {
    const stored = await this.db.getRepository(RefreshToken).createQueryBuilder('token')
      .innerJoin('token.user', 'user')
      .where('token.tokenHash = :tokenHash', { tokenHash: hashRefreshToken(refreshToken) })
      .andWhere(ACCOUNTS_HERE, { barangayId: ctx.barangay.id })
      .getOne();
    if (!stored) return;
    await this.sessions.revoke(this.db.manager, { familyId: stored.familyId });
    // Even when it had ended already (idle, reused): its access tokens and sockets must stop now.
    this.sessions.ended([stored.familyId]);
  }

  /**
   * Turns a bearer token into the caller it proves; throws when the token is not acceptable, including a
   * token of a session that has ended (logged out, its refresh token reused, or a password change elsewhere).
   */
  async authenticate(accessToken: string): Promise<AuthUser> {
    const claims = await this.tokens.verifyAccessToken(accessToken);
    if (claims.sid !== undefined && !(await this.sessions.isLive(claims.sid))) throw new Error('the session has ended');
    const id = Number(claims.sub);
    return {
      id,
      email: claims.email,
      role: roleOf(claims.is_resident),
      permissions: claims.is_resident ? [] : await this.staffPermissions.of(id),
      isVerified: claims.is_verified,
      barangayId: claims.city ? null : claims.bgy ?? DEFAULT_BARANGAY_ID,
      // Read like the permissions: a city account waiting to replace its temporary password has no office yet.
      cityRole: claims.city ? await this.staffPermissions.cityRoleOf(id) : null,
      sessionId: claims.sid,
      expiresAt: claims.exp,
    };
  }

  /** When the session (refresh-token family) began: its first token was issued at sign-in. */
  private async sessionStart(manager: EntityManager, familyId: string): Promise<Date> {
    const [row] = await manager.query<Array<{ started: Date }>>(
      'SELECT min(created_at) AS started FROM refresh_token WHERE family_id = $1', [familyId],
    );
    return row.started;
  }

  /** A new token pair for a session that ends at `endsAt` at the latest. */
  private async issueSession(manager: EntityManager, user: User, familyId: string, endsAt: Date, now: Date): Promise<AuthPayload> {
    const times = sessionTokenTimes(this.sessionPolicy, endsAt, now);
    const access = await this.tokens.signAccessToken({
      sub: String(user.id),
      email: user.email,
      is_resident: user.isResident,
      is_verified: user.isVerified,
      sid: familyId,
      idle: this.sessionPolicy.idleSeconds,
      ...(user.cityRole ? { city: user.cityRole } : { bgy: user.barangayId ?? DEFAULT_BARANGAY_ID }),
    }, Math.floor(now.getTime() / 1000), times.accessTtlSeconds);
    const refresh = newRefreshToken();
    await manager.insert(RefreshToken, {
      userId: user.id,
      tokenHash: refresh.hash,
      familyId,
      expiresAt: times.refreshExpiresAt,
    });
    return { access, refresh: refresh.token, isResident: user.isResident, isVerified: user.isVerified, email: user.email };
  }
}
