// Local resources the scripts (load runs, benchmarks, the test harness) create for themselves and remove.
import net from 'node:net';
import pg from 'pg';

/** A TCP port free on loopback right now. */
export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `name` on the PostgreSQL server of `serverUrl`: its URL, and `drop()` that
 * removes it (sessions still connected included).
 */
export async function throwawayDatabase(serverUrl, name) {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
