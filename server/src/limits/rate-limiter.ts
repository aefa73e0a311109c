import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitCounts, LimitStore } from './limit-store';

/**
 * The key to count a client's attempts under: its IPv4 address, or the /64 network of an IPv6 address
 * (one household or phone gets a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The answer to one attempt: allowed, or refused with the seconds until the caller may try again. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `limit` attempts per key (a client address, an account) in each window of `windowMs`, counted in the
 * limit store (docs/architecture.md#replicas-limits): PostgreSQL or Redis, so every replica counts towards the same
 * limit, with rate-limiter-flexible as the engine. A window starts at a key's first attempt and passes by itself.
 */
export class RateLimiter {
  private readonly counts: LimitCounts;

  /** `name` keeps this limit's keys apart from the other limits' in the store. `windowMs` is whole seconds. */
  constructor(store: LimitStore, name: string, limit: number, windowMs: number) {
    this.counts = store.limit({ name, points: limit, windowSeconds: windowMs / 1000 });
  }

  /** Counts one attempt by `key`, refused ones included, so hammering never opens a new window early. */
  async take(key: string): Promise<RateLimitDecision> {
    try {
      await this.counts.consume(key);
      return { allowed: true };
    } catch (refusal) {
      // The library refuses with the window's state; anything else is a fault of the insurance itself.
      if (refusal instanceof RateLimiterRes) return refused(refusal.msBeforeNext);
      throw refusal;
    }
  }

  /**
   * Whether `key` has used up its window, without counting anything: for limits that count only failures
   * (a login is checked first, and counted only when it fails).
   */
  async check(key: string): Promise<RateLimitDecision> {
    const window = await this.counts.get(key);
    return window && window.consumedPoints >= this.counts.points ? refused(window.msBeforeNext) : { allowed: true };
  }

  /** Forgets `key`'s attempts (a successful login clears its failures). */
  async reset(key: string): Promise<void> {
    await this.counts.delete(key);
  }
}

/** Refused until the window ends; never "retry after 0 seconds". */
function refused(msLeft: number): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
