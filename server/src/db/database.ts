import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import { createDataSource } from './data-source';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

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
    const applied = await db.runMigrations({ transaction: 'each' });
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
