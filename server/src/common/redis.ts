import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger';

/**
 * A connection to the Redis of REDIS_URL (docs/architecture.md#replicas), for what the replicas share beyond the
 * database. `role` names it in the logs ("notifications", "rate limits"): a subscriber needs a connection of its own.
 * The URL is never logged (it may carry the password). The client reconnects by itself; by default a command waits
 * while Redis is away (a Redis restart delays, and does not fail, what is under way): `options` changes that for a
 * caller that must answer at once (a rate limit falls back instead).
 */
export function connectRedis(url: string, role: string, logger: Logger, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, ...options });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ role, reason: error.message }, 'Redis unreachable; retrying');
  });
  redis.on('ready', () => {
    if (reported) logger.info({ role }, 'Redis reachable again');
    reported = false;
  });
  return redis;
}
