import type { LimitCounts, LimitStore } from './limit-store';
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

/** The failures of one run are never refused by the count itself: the wait is computed from it (delayAfter). */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * A per-account slowdown across all client addresses. Each failed password check of an account (a
 * sign-in, or the current password of a password change), from wherever it came, makes the next check of
 * that account wait longer: none for the first `freeFailures`, then `firstDelayMs`, doubling up to
 * `maxDelayMs`. While a wait runs, a check is refused with the seconds left (429 with Retry-After) without
 * looking at the password, so a guess costs the guesser the whole wait and the server no argon2 work.
 * A success, or `quietResetMs` without failures, forgets the account. Nothing is ever locked for good:
 * the owner who waits out the delay is let in with the right password. The e-mail is the key whether or
 * not an account has it, so the slowdown tells nothing about which accounts exist.
 *
 * Counted in the limit store, so a failure on one replica slows the account down on all
 * (docs/architecture.md#replicas-limits): an account's run of failures is one count whose window restarts at each
 * failure and lasts `quietResetMs`, so the window's end tells when the last failure was.
 */
export class AccountSlowdown {
  private readonly failures: LimitCounts;
  private readonly quietSeconds: number;

  constructor(private readonly settings: SlowdownSettings, store: LimitStore) {
    this.quietSeconds = settings.quietResetMs / 1000;
    this.failures = store.limit({ name: 'auth-slowdown', points: UNBOUNDED, windowSeconds: this.quietSeconds });
  }

  /** Whether `account` may have its password checked now, or the whole seconds left of its wait. */
  async check(account: string): Promise<RateLimitDecision> {
    const run = await this.failures.get(account);
    if (!run) return { allowed: true };
    const sinceLastFailureMs = this.settings.quietResetMs - run.msBeforeNext;
    const waitMs = this.delayAfter(run.consumedPoints) - sinceLastFailureMs;
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  async failed(account: string): Promise<void> {
    // Counted atomically first (a new run when the last has gone quiet), then the window restarted at this failure.
    // Two failures of one account at the same instant on two replicas may restart it in the other order and
    // count one failure less: never more.
    const run = await this.failures.penalty(account);
    await this.failures.set(account, run.consumedPoints, this.quietSeconds);
  }

  async succeeded(account: string): Promise<void> {
    await this.failures.delete(account);
  }

  /** The wait that `count` failures in a row impose before the next check. */
  delayAfter(count: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.settings;
    if (count <= freeFailures) return 0;
    // The exponent is bounded so a long run of failures cannot overflow to Infinity before the cap applies.
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(count - freeFailures - 1, 40));
  }
}
