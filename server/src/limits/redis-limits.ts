import { once } from 'node:events';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Logger } from '../common/logger';
import { connectRedis } from '../common/redis';
import { limitStore, type LimitStore } from './limit-store';

/** How long a start waits for Redis before serving anyway (the limits count in memory until it answers). */
const FIRST_CONNECT_WAIT_MS = 3000;
/** A limit check is on the way of every sign-in: one Redis does not answer in this long is counted in memory. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The store when REDIS_URL is set: rate-limiter-flexible's RateLimiterRedis (one Lua script per count, atomic) on a
 * connection of its own that fails fast: no command waits for a Redis that is away (no offline queue, no retry of a
 * command, a timeout), and the library does not even try while the connection is not ready. Each limit then counts
 * in this process's memory (its insurance) until Redis is back, so a Redis outage never fails a sign-in.
 * `namespace` (the database's name) keeps installs and test databases that share one Redis apart.
 */
export async function redisLimitStore(url: string, namespace: string, keyOf: (key: string) => string, logger: Logger): Promise<LimitStore> {
  const redis = connectRedis(url, 'rate limits', logger, {
    enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS,
  });
  await firstConnection(redis);
  return limitStore('redis', ({ name, points, windowSeconds }, insurance) => new RateLimiterRedis({
    storeClient: redis,
    rejectIfRedisNotReady: true,
    keyPrefix: `barangay-portal:rate-limit:${namespace}:${name}`,
    points,
    duration: windowSeconds,
    insuranceLimiter: insurance,
  }), keyOf, async () => redis.disconnect());
}

/** Ready, refused (connectRedis logs it and keeps trying), or still silent after FIRST_CONNECT_WAIT_MS. */
async function firstConnection(redis: ReturnType<typeof connectRedis>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS); });
  // `once` rejects on an 'error' event: the first attempt has failed, and the portal serves meanwhile.
  await Promise.race([once(redis, 'ready').then(() => undefined, () => undefined), waited]);
  clearTimeout(timer);
}
