import { RateLimitedError } from '../common/domain-error';
import type { Logger } from '../common/logger';
import { maskEmail, securityEvent } from '../common/security-events';
import { AccountSlowdown, SlowdownSettings } from './account-slowdown';
import { clientKey, RateLimiter } from './rate-limiter';

const ADDRESS_WINDOW_MS = 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface AuthThrottleLimits {
  /** Login and registration attempts per client address (IPv6 per /64) per minute. */
  perAddressPerMinute: number;
  /** Failed logins per account per 15 minutes, counted per address the failures came from. */
  failedLoginsPerAccount: number;
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

/**
 * Slows down password guessing and mass registration. Every login and registration counts against the
 * client's address; failed logins also count against the account, keyed by account *and* address, so an
 * attacker's failures never lock the resident out from their own phone, and every limit is a window that
 * passes by itself (nothing is locked for good). On top, every failed password check of an account, from
 * any address, slows down the next one (AccountSlowdown), so guesses spread over many addresses stay slow.
 * Counted in this process's memory, like RateLimiter.
 */
export class AuthThrottle {
  private readonly attempts: RateLimiter;
  private readonly failures: RateLimiter;
  private readonly slowdown: AccountSlowdown;

  // The clock is read at each check (not `Date.now` taken once), so a test can stop it and move it on by
  // hand to see a wait end (docs/architecture.md#test-time).
  constructor(limits: AuthThrottleLimits, private readonly logger: Logger, now: () => number = () => Date.now()) {
    this.attempts = new RateLimiter(limits.perAddressPerMinute, ADDRESS_WINDOW_MS, now);
    this.failures = new RateLimiter(limits.failedLoginsPerAccount, ACCOUNT_WINDOW_MS, now);
    this.slowdown = new AccountSlowdown(limits.slowdown, now);
  }

  /** Counts one login or registration from `address`; throws once the address has used up its minute. */
  attempt(address: string): void {
    const decision = this.attempts.take(clientKey(address));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', { limit: 'address', clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds });
    throw tooMany(decision.retryAfterSeconds);
  }

  /**
   * Throws when this account has failed too often from this address, or while its slowdown runs
   * (checked before the password).
   */
  assertLoginAllowed(email: string, address: string): void {
    const decision = this.failures.check(accountAddressKey(email, address));
    if (!decision.allowed) {
      securityEvent(this.logger, 'auth.throttled', {
        limit: 'account', email: maskEmail(email), clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds,
      });
      throw tooMany(decision.retryAfterSeconds);
    }
    this.assertPasswordCheckAllowed(email, address);
  }

  loginFailed(email: string, address: string): void {
    this.failures.take(accountAddressKey(email, address));
    this.passwordCheckFailed(email);
  }

  loginSucceeded(email: string, address: string): void {
    this.failures.reset(accountAddressKey(email, address));
    this.passwordCheckSucceeded(email);
  }

  /** Throws while the account's slowdown runs: for any check of its password (sign-in, current password). */
  assertPasswordCheckAllowed(email: string, address: string): void {
    const decision = this.slowdown.check(accountKey(email));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', {
      limit: 'account-slowdown', email: maskEmail(email), clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds,
    });
    throw tooMany(decision.retryAfterSeconds);
  }

  passwordCheckFailed(email: string): void {
    this.slowdown.failed(accountKey(email));
  }

  passwordCheckSucceeded(email: string): void {
    this.slowdown.succeeded(accountKey(email));
  }
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

function accountAddressKey(email: string, address: string): string {
  return `${accountKey(email)}|${clientKey(address)}`;
}
