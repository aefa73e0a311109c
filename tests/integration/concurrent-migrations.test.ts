import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/composition/database';
import { migrations } from '../../server/src/composition/data-source';
import { madeBeforeAll } from '../utils/made-before-all';
import { emptyTestDatabase } from '../utils/test-db';

// Replicas started together on one empty database: each applies what is pending, in turn, and all come up.
const database = madeBeforeAll(() => emptyTestDatabase('portal_replicas'), (empty) => empty.drop());

it('lets three portals start at once on an empty database, migrating it exactly once', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: '/tmp/unused-by-this-test' });
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
