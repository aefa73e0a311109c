import { createHmac } from 'node:crypto';
import { RateLimiterMemory, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/** One limit: its name (the keys' prefix), how many a key may count in one window, and the window's length. */
export interface LimitDefinition {
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * One limit's counts per key (a client address, an account), kept by rate-limiter-flexible in the store's engine.
 * The key given is hashed before it is stored when the store leaves the process (limitKeyHasher).
 */
export interface LimitCounts {
  /** How many a key may count in one window. */
  readonly points: number;
  /** Counts one for `key` in its window (a new window when none runs); rejects with the library's RateLimiterRes past `points`. */
  consume(key: string): Promise<RateLimiterRes>;
  /** Counts one for `key` and refuses nothing. */
  penalty(key: string): Promise<RateLimiterRes>;
  /** `key`'s count and the milliseconds left of its window; null when no window runs. */
  get(key: string): Promise<RateLimiterRes | null>;
  /** Sets `key`'s count to `points` in a window that starts now and lasts `seconds`. */
  set(key: string, points: number, seconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Where the limits count (docs/architecture.md#replicas-limits): a process's memory, PostgreSQL or Redis. */
export interface LimitStore {
  readonly engine: 'memory' | 'postgres' | 'redis';
  limit(definition: LimitDefinition): LimitCounts;
  /** Stops what the store runs in the background and lets its connection go. */
  close(): Promise<void>;
}

/** The library's limiter for one limit, given the in-memory one that stands in while the store is unreachable. */
export type LimiterEngine = (definition: LimitDefinition, insurance: RateLimiterMemory) => RateLimiterAbstract;

/**
 * The keys as a store outside the process keeps them: a keyed hash (HMAC-SHA-256 under the install's secret, which its
 * replicas share), so the table or Redis holds no e-mail address or client address, and the same person counts under
 * the same key on every replica.
 */
export function limitKeyHasher(installSecret: string): (key: string) => string {
  const hashKey = createHmac('sha256', installSecret).update('rate limit keys').digest();
  return (key) => createHmac('sha256', hashKey).update(key).digest('base64url');
}

/** A store on `engine`: each limit gets the engine's limiter, insured by one in this process's memory. */
export function limitStore(
  engine: LimitStore['engine'], limiterOn: LimiterEngine, keyOf: (key: string) => string, close: () => Promise<void>,
): LimitStore {
  return {
    engine,
    limit: (definition) => new StoredCounts(limiterOn(definition, memoryLimiter(definition)), keyOf),
    close,
  };
}

/** Every limit counted in this process's memory: for unit tests, and the insurance of the shared stores. */
export function memoryLimitStore(): LimitStore {
  return limitStore('memory', (_definition, inMemory) => inMemory, (key) => key, async () => undefined);
}

function memoryLimiter({ name, points, windowSeconds }: LimitDefinition): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
}

class StoredCounts implements LimitCounts {
  constructor(private readonly limiter: RateLimiterAbstract, private readonly keyOf: (key: string) => string) {}

  get points(): number {
    return this.limiter.points;
  }

  async consume(key: string): Promise<RateLimiterRes> {
    return await this.limiter.consume(this.keyOf(key));
  }

  async penalty(key: string): Promise<RateLimiterRes> {
    return await this.limiter.penalty(this.keyOf(key));
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    const window = await this.limiter.get(this.keyOf(key));
    // The memory engine forgets a window when its timer fires, and may answer a window already over until then.
    return window && window.msBeforeNext > 0 ? window : null;
  }

  async set(key: string, points: number, seconds: number): Promise<void> {
    await this.limiter.set(this.keyOf(key), points, seconds);
  }

  async delete(key: string): Promise<void> {
    await this.limiter.delete(this.keyOf(key));
  }
}
