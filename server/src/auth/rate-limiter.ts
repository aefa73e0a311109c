import { isIPv4, isIPv6 } from 'node:net';

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

interface Window {
  startedAt: number;
  count: number;
}

/**
 * At most `limit` attempts per key (a client IP address) in each window of `windowMs`, counted in this
 * process's memory. Good enough to make guessing a 144-bit code hopeless and cheap to run; with several
 * replicas each counts its own share, so the effective limit is `limit` times the replicas, which is
 * still hopeless for guessing. Counts are lost on restart, which only ever lets a client in early.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Counts one attempt by `key`, refused ones included, so hammering never opens a new window early. */
  take(key: string): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.current(key, now);
    if (!window) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return this.decide(window, now, this.limit);
  }

  /**
   * Whether `key` has used up its window, without counting anything: for limits that count only failures
   * (a login is checked first, and counted only when it fails).
   */
  check(key: string): RateLimitDecision {
    const now = this.now();
    const window = this.current(key, now);
    return window ? this.decide(window, now, this.limit - 1) : { allowed: true };
  }

  /** Forgets `key`'s attempts (a successful login clears its failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && now - window.startedAt < this.windowMs ? window : undefined;
  }

  private decide(window: Window, now: number, allowedCount: number): RateLimitDecision {
    if (window.count <= allowedCount) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) };
  }

  /** Forgets finished windows once per window length, so memory follows the clients of the last minute only. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }

  /** How many clients are being counted (for tests). */
  get trackedKeys(): number {
    return this.windows.size;
  }
}
