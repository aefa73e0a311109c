import type { RateLimitDecision } from './rate-limiter';

export interface SlowdownSettings {
  /** Failed password checks of an account answered without any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait, however many failures: an owner is made to wait, never locked out. */
  maxDelayMs: number;
  /** An account with no failure for this long starts again from nothing. */
  quietResetMs: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

/**
 * Upper bound of accounts followed at once (~100 bytes each). Past it the account whose last failure is
 * the oldest is forgotten first: by then it has been quiet the longest.
 */
const MAX_TRACKED_ACCOUNTS = 100_000;

/**
 * A per-account slowdown across all client addresses. Each failed password check of an account (a
 * sign-in, or the current password of a password change), from wherever it came, makes the next check of
 * that account wait longer: none for the first `freeFailures`, then `firstDelayMs`, doubling up to
 * `maxDelayMs`. While a wait runs, a check is refused with the seconds left (429 with Retry-After) without
 * looking at the password, so a guess costs the guesser the whole wait and the server no argon2 work.
 * A success, or `quietResetMs` without failures, forgets the account. Nothing is ever locked for good:
 * the owner who waits out the delay is let in with the right password. The e-mail is the key whether or
 * not an account has it, so the slowdown tells nothing about which accounts exist. Counted in this
 * process's memory, like RateLimiter.
 */
export class AccountSlowdown {
  private readonly accounts = new Map<string, Failures>();

  constructor(private readonly settings: SlowdownSettings, private readonly now: () => number = Date.now) {}

  /** Whether `account` may have its password checked now, or the whole seconds left of its wait. */
  check(account: string): RateLimitDecision {
    const failures = this.current(account, this.now());
    if (!failures) return { allowed: true };
    const waitMs = failures.lastAt + this.delayAfter(failures.count) - this.now();
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  failed(account: string): void {
    const now = this.now();
    const count = (this.current(account, now)?.count ?? 0) + 1;
    // Deleted first, so the map's order stays that of the last failure (the oldest is evicted first).
    this.accounts.delete(account);
    this.accounts.set(account, { count, lastAt: now });
    this.evictOverflow(now);
  }

  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  /** The wait that `count` failures in a row impose before the next check. */
  delayAfter(count: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.settings;
    if (count <= freeFailures) return 0;
    // The exponent is bounded so a long run of failures cannot overflow to Infinity before the cap applies.
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(count - freeFailures - 1, 40));
  }

  private current(account: string, now: number): Failures | undefined {
    const failures = this.accounts.get(account);
    if (failures && now - failures.lastAt >= this.settings.quietResetMs) {
      this.accounts.delete(account);
      return undefined;
    }
    return failures;
  }

  /** Drops the accounts that have gone quiet, and the oldest ones beyond MAX_TRACKED_ACCOUNTS. */
  private evictOverflow(now: number): void {
    for (const [account, failures] of this.accounts) {
      const quiet = now - failures.lastAt >= this.settings.quietResetMs;
      if (!quiet && this.accounts.size <= MAX_TRACKED_ACCOUNTS) break;
      this.accounts.delete(account);
    }
  }

  /** How many accounts are being followed (for tests). */
  get trackedAccounts(): number {
    return this.accounts.size;
  }
}
