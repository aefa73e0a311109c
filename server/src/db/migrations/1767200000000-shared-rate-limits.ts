import { MigrationInterface, QueryRunner } from 'typeorm';

/** The table RateLimiterPostgres counts in (limits/postgres-limits.ts). */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * The rate limits' counts, shared by every replica on the database (docs/architecture.md#replicas-limits):
 * the columns rate-limiter-flexible's RateLimiterPostgres reads and writes (`key`, `points`, `expire` in epoch
 * milliseconds), created here so the library never creates tables itself (`tableCreated: true`).
 *
 * A key is the limit's name and a keyed hash of who is counted (limits/limit-store.ts), never an e-mail or an address.
 * Not a barangay's table: no `barangay_id`, no row-level security; a request's role (REQUEST_ROLE, a member of the
 * role that owns the table) uses it as the portal does. UNLOGGED: counts of the last minutes need no write-ahead log,
 * and a database crash that empties the table only lets clients in early, as a restart of the in-memory counts did.
 * Rows whose window has passed are swept (the expire index).
 */
export class SharedRateLimits1767200000000 implements MigrationInterface {
  name = 'SharedRateLimits1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE ${RATE_LIMIT_TABLE} (
        key    varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX idx_rate_limit_expire ON ${RATE_LIMIT_TABLE} (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${RATE_LIMIT_TABLE}`);
  }
}
