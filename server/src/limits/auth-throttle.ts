import { RateLimitedError } from '../common/domain-error';
import type { Logger } from '../common/logger';
import { maskEmail, securityEvent } from '../common/security-events';
import { AccountSlowdown, SlowdownSettings } from './account-slowdown';
import type { LimitStore } from './limit-store';
import { clientKey, RateLimiter } from './rate-limiter';

const ADDRESS_WINDOW_MS = 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const TAKEN_EMAIL_WINDOW_MS = 60 * 60_000;

export interface AuthThrottleLimits {
  /** Login and registration attempts per client address (IPv6 per /64) per minute. */
  perAddressPerMinute: number;
  /** Failed logins per account per 15 minutes, counted per address the failures came from. */
  failedLoginsPerAccount: number;
  /** Registrations answered "this e-mail already has an account" per client address (IPv6 per /64) per hour. */
  takenEmailsPerAddress: number;
  /** The per-account slowdown across all addresses (account-slowdown.ts). */
  slowdown: SlowdownSettings;
}

function tooMany(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(
    'TOO_MANY_ATTEMPTS',
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
}

function tooManyTakenEmails(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(
    'TOO_MANY_TAKEN_EMAILS',
    `Too many registrations from your network used e-mail addresses that already have an account. Please try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
}

/**
 * Slows down password guessing and mass registration. Every login and registration counts against the
 * client's address; failed logins also count against the account, keyed by account *and* address, so an
 * attacker's failures never lock the resident out from their own phone, and every limit is a window that
 * passes by itself (nothing is locked for good). On top, every failed password check of an account, from
 * any address, slows down the next one (AccountSlowdown), so guesses spread over many addresses stay slow.
 * Counted in the limit store, which every replica shares (docs/architecture.md#replicas-limits); the clock is the
 * one the store's engine reads at each check, so a test that stops `Date` and moves it on sees a wait end
 * (docs/architecture.md#test-time).
 */
export class AuthThrottle {
  private readonly attempts: RateLimiter;
  private readonly failures: RateLimiter;
  private readonly takenEmails: RateLimiter;
  private readonly slowdown: AccountSlowdown;

  constructor(limits: AuthThrottleLimits, store: LimitStore, private readonly logger: Logger) {
    this.attempts = new RateLimiter(store, 'auth-address', limits.perAddressPerMinute, ADDRESS_WINDOW_MS);
    this.failures = new RateLimiter(store, 'auth-account', limits.failedLoginsPerAccount, ACCOUNT_WINDOW_MS);
    this.takenEmails = new RateLimiter(store, 'auth-taken-email', limits.takenEmailsPerAddress, TAKEN_EMAIL_WINDOW_MS);
    this.slowdown = new AccountSlowdown(limits.slowdown, store);
  }

  /** Counts one login or registration from `address`; throws once the address has used up its minute. */
  async attempt(address: string): Promise<void> {
    const decision = await this.attempts.take(clientKey(address));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', { limit: 'address', clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds });
    throw tooMany(decision.retryAfterSeconds);
  }

  /**
   * Registration tells whether an e-mail already has an account (the spec's answer); throws once `address` has been
   * told so too often this hour, so the answer cannot be used to go through a list of addresses. Checked before registering.
   */
  async assertRegistrationAllowed(address: string): Promise<void> {
    const decision = await this.takenEmails.check(clientKey(address));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', { limit: 'taken-email', clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds });
    throw tooManyTakenEmails(decision.retryAfterSeconds);
  }

  /** Counts one "this e-mail already has an account" answer to `address`, and logs it with the e-mail masked. */
  async emailTaken(email: string, address: string): Promise<void> {
    securityEvent(this.logger, 'auth.register.email_taken', { email: maskEmail(email), clientAddress: address });
    await this.takenEmails.take(clientKey(address));
  }

  /**
   * Throws when this account has failed too often from this address, or while its slowdown runs
   * (checked before the password).
   */
  async assertLoginAllowed(email: string, address: string): Promise<void> {
    const decision = await this.failures.check(accountAddressKey(email, address));
    if (!decision.allowed) {
      securityEvent(this.logger, 'auth.throttled', {
        limit: 'account', email: maskEmail(email), clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds,
      });
      throw tooMany(decision.retryAfterSeconds);
    }
    await this.assertPasswordCheckAllowed(email, address);
  }

  async loginFailed(email: string, address: string): Promise<void> {
    await Promise.all([this.failures.take(accountAddressKey(email, address)), this.passwordCheckFailed(email)]);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([this.failures.reset(accountAddressKey(email, address)), this.passwordCheckSucceeded(email)]);
  }

  /** Throws while the account's slowdown runs: for any check of its password (sign-in, current password). */
  async assertPasswordCheckAllowed(email: string, address: string): Promise<void> {
    const decision = await this.slowdown.check(accountKey(email));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', {
      limit: 'account-slowdown', email: maskEmail(email), clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds,
    });
    throw tooMany(decision.retryAfterSeconds);
  }

  async passwordCheckFailed(email: string): Promise<void> {
    await this.slowdown.failed(accountKey(email));
  }

  async passwordCheckSucceeded(email: string): Promise<void> {
    await this.slowdown.succeeded(accountKey(email));
  }
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

function accountAddressKey(email: string, address: string): string {
  return `${accountKey(email)}|${clientKey(address)}`;
}
