import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import { createDataSource } from './data-source';
import { EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { enforceRowSecurity } from '../db/row-security';

export interface Database {
  db: DataSource;
  /** Closes the pool, then stops the embedded server when there is one. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or to an embedded PostgreSQL under the data dir, and applies pending migrations. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, (message) => logger.info(message));
    url = embedded.url;
  }
  const db = createDataSource(url);
  try {
    await db.initialize();
    const applied = await migrateExclusively(db);
    for (const migration of applied) logger.info(`Applied migration ${migration.name}`);
  } catch (error) {
    if (db.isInitialized) await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    close: async () => {
      if (db.isInitialized) await db.destroy();
      await embedded?.stop();
    },
  };
}

/** Any fixed number: the key of the advisory lock that portals applying migrations take in turn. */
const MIGRATION_LOCK_KEY = 7_301_944;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so replicas started together on one
 * database take turns: the first migrates, the others wait, then find nothing left to apply.
 */
async function migrateExclusively(db: DataSource): ReturnType<DataSource['runMigrations']> {
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await db.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}

/** Where the heavy reads go (docs/architecture.md#replicas-read-database). */
export interface ReadDatabase {
  /** DATABASE_READ_URL's pool, or the primary itself when it is unset. */
  reads: DataSource;
  /** Closes DATABASE_READ_URL's pool; the primary's is its owner's to close. */
  close(): Promise<void>;
}

/**
 * The data source of the dashboards' statistics, the city roll-up and the registry reports: a second pool on
 * DATABASE_READ_URL (a streaming replica, which may lag the primary by a moment) or the primary. Only reads are sent
 * there and migrations never run on it. Its connections are set per request exactly as the primary's are, so a
 * barangay reads only its own rows there too.
 */
export async function openReadDatabase(url: string | undefined, primary: DataSource, logger: Logger): Promise<ReadDatabase> {
  if (url === undefined) return { reads: primary, close: async () => undefined };
  const reads = createDataSource(url);
  await reads.initialize();
  try {
    await enforceRowSecurity(reads);
  } catch (error) {
    await reads.destroy();
    throw error;
  }
  logger.info('Dashboards, the city roll-up and registry reports read from DATABASE_READ_URL');
  return {
    reads,
    close: async () => {
      if (reads.isInitialized) await reads.destroy();
    },
  };
}
