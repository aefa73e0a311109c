import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { RATE_LIMIT_TABLE } from '../db/migrations/1767200000000-shared-rate-limits';
import { limitStore, type LimitStore } from './limit-store';

/** How often a replica deletes the rows whose window has passed: the table holds about five minutes of clients. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

export interface PostgresLimitStore extends LimitStore {
  /** Deletes the rows whose window has passed; answers how many went (main's timer, and the tests). */
  sweepExpired(): Promise<number>;
}

/**
 * The default store: the portal's own PostgreSQL, in the table of migration SharedRateLimits1767200000000, through the
 * portal's pool (a limit check takes a pooled connection for one statement, as a request does). rate-limiter-flexible
 * writes each count with one atomic upsert, so replicas counting one key at once never lose a count. While the
 * database is unreachable each limit counts in this process's memory instead (its insurance), so a sign-in is never
 * refused with a 500 for the limit's sake; it still meets the outage's 503 when it reads the account.
 * Every replica sweeps the table every five minutes (a DELETE of passed windows is harmless to repeat).
 */
export function postgresLimitStore(db: DataSource, keyOf: (key: string) => string, logger: Logger): PostgresLimitStore {
  const sweepExpired = async (): Promise<number> => {
    const [, deleted] = await db.query<[unknown, number]>(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire <= $1`, [Date.now()]);
    return deleted;
  };
  const sweeper = setInterval(() => {
    sweepExpired().catch((error: unknown) => logger.warn({ reason: (error as Error).message }, 'Sweeping passed rate-limit windows failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  const store = limitStore('postgres', ({ name, points, windowSeconds }, insurance) => new RateLimiterPostgres({
    storeClient: db,
    storeType: 'typeorm',
    tableName: RATE_LIMIT_TABLE,
    // The migration made the table; the sweep above replaces the library's own timer per limiter.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: windowSeconds,
    insuranceLimiter: insurance,
  }), keyOf, async () => clearInterval(sweeper));
  return { ...store, sweepExpired };
}
