import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';

export interface TestDatabase {
  db: DataSource;
  url: string;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) throw new Error('TEST_PG_SERVER_URL is not set: run the tests through jest (tests/utils/global-setup.mjs).');
  return url;
}

async function withServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const db = createDataSource(url.toString());
  await db.initialize();
  await db.runMigrations({ transaction: 'all' });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      if (db.isInitialized) await db.destroy();
      await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Empties every table. Refuses to run outside tests, so it can never touch a real database. */
export async function resetDatabase(db: DataSource): Promise<void> {
  if (process.env.NODE_ENV !== 'test') throw new Error('resetDatabase runs only with NODE_ENV=test');
  const tables = db.entityMetadatas.map((meta) => `"${meta.tableName}"`).join(', ');
  await db.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}
