import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/composition/data-source';
import { throwawayDatabase } from '../../scripts/throwaway.mjs';

export interface TestDatabase {
  db: DataSource;
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server of this test run (tests/utils/global-setup.mjs chose it). */
export function testServerUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) throw new Error('TEST_PG_SERVER_URL is not set: run the tests through jest (tests/utils/global-setup.mjs).');
  return url;
}

export interface EmptyDatabase {
  name: string;
  url: string;
  /** Removes it, sessions still connected included; does nothing when it is not there. */
  drop: () => Promise<void>;
}

/**
 * A database of a new name on the test run's server, for one test file: created empty, or with
 * `create: false` only named (for a program under test to create).
 */
export async function emptyTestDatabase(prefix: string, options: { create?: boolean } = {}): Promise<EmptyDatabase> {
  return await throwawayDatabase(testServerUrl(), prefix, options);
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await emptyTestDatabase('portal_test');
  const db = createDataSource(database.url);
  await db.initialize();
  await db.runMigrations({ transaction: 'all' });
  return {
    db,
    url: database.url,
    drop: async () => {
      if (db.isInitialized) await db.destroy();
      await database.drop();
    },
  };
}
