import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrations } from '../../server/src/db/migrations';

// Replicas started together on one empty database: each applies what is pending, in turn, and all come up.
const serverUrl = process.env.TEST_PG_SERVER_URL!;
const name = `portal_replicas_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
});

afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('lets three portals start at once on an empty database, migrating it exactly once', async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: '/tmp/unused-by-this-test' });
  const replicas = await Promise.all([1, 2, 3].map(() => openDatabase(config, createLogger('silent'))));
  try {
    const [{ count }] = await replicas[0].db.query('SELECT count(*)::int AS count FROM migrations');
    expect(count).toBe(migrations.length);
    const [{ tables }] = await replicas[2].db.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public' AND tablename = 'audit_log'`);
    expect(tables).toBe(1);
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
  }
});
