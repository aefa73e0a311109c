import { RateLimitedError } from '../common/domain-error';
import type { Logger } from '../common/logger';
import { maskEmail, securityEvent } from '../common/security-events';
import { clientKey, RateLimiter } from './rate-limiter';

const ADDRESS_WINDOW_MS = 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface AuthThrottleLimits {
  /** Login and registration attempts per client address (IPv6 per /64) per minute. */
  perAddressPerMinute: number;
  /** Failed logins per account per 15 minutes, counted per address the failures came from. */
  failedLoginsPerAccount: number;
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
 * passes by itself (nothing is locked for good). Counted in this process's memory, like RateLimiter.
 */
export class AuthThrottle {
  private readonly attempts: RateLimiter;
  private readonly failures: RateLimiter;

  constructor(limits: AuthThrottleLimits, private readonly logger: Logger, now: () => number = Date.now) {
    this.attempts = new RateLimiter(limits.perAddressPerMinute, ADDRESS_WINDOW_MS, now);
    this.failures = new RateLimiter(limits.failedLoginsPerAccount, ACCOUNT_WINDOW_MS, now);
  }

  /** Counts one login or registration from `address`; throws once the address has used up its minute. */
  attempt(address: string): void {
    const decision = this.attempts.take(clientKey(address));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', { limit: 'address', clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds });
    throw tooMany(decision.retryAfterSeconds);
  }

  /** Throws when this account has failed too often from this address (checked before the password). */
  assertLoginAllowed(email: string, address: string): void {
    const decision = this.failures.check(accountKey(email, address));
    if (decision.allowed) return;
    securityEvent(this.logger, 'auth.throttled', {
      limit: 'account', email: maskEmail(email), clientAddress: address, retryAfterSeconds: decision.retryAfterSeconds,
    });
    throw tooMany(decision.retryAfterSeconds);
  }

  loginFailed(email: string, address: string): void {
    this.failures.take(accountKey(email, address));
  }

  loginSucceeded(email: string, address: string): void {
    this.failures.reset(accountKey(email, address));
  }
}

function accountKey(email: string, address: string): string {
  return `${email.trim().toLowerCase()}|${clientKey(address)}`;
}
