import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { limitKeyHasher, type LimitStore } from './limit-store';
import { postgresLimitStore } from './postgres-limits';
import { redisLimitStore } from './redis-limits';

export interface SharedLimitOptions {
  /** The install's database: the default store, and the name that keeps its keys apart on a shared Redis. */
  db: DataSource;
  /** REDIS_URL: count in Redis instead. */
  redisUrl: string | undefined;
  /** The JWT secret, which the install's replicas share: the key of the keys' hash (limitKeyHasher). */
  installSecret: string;
  logger: Logger;
}

/**
 * Where every replica of the install counts its rate limits (docs/architecture.md#replicas-limits): Redis when REDIS_URL
 * is set, else the portal's PostgreSQL.
 */
export async function openSharedLimits({ db, redisUrl, installSecret, logger }: SharedLimitOptions): Promise<LimitStore> {
  const keyOf = limitKeyHasher(installSecret);
  if (!redisUrl) return postgresLimitStore(db, keyOf, logger);
  return await redisLimitStore(redisUrl, db.driver.database ?? 'portal', keyOf, logger);
}
