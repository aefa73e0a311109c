import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { madeBeforeAll } from '../../utils/made-before-all';
import { freePort, killIfRunning, repoRoot, RunningPortal, waitForStatus } from '../../utils/processes';
import { createTestDatabase, TestDatabase } from '../../utils/test-db';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../../utils/test-server';

/** Builds server/dist when its sources changed (as `npm start` does), without touching the client. */
export function buildServerIfStale(): void {
  const result = spawnSync('node', ['--input-type=module', '-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale('server'))"], {
    cwd: repoRoot, encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stdout}${result.stderr}`);
}

export interface PortalProcess extends RunningPortal {
  url: string;
  port: number;
}

/**
 * The built portal (`node server/dist/main.js`, what `npm start` runs) as its own process on a free port,
 * against `databaseUrl`, with its files under `dataDir` (or on `onPort`); resolves once /healthz answers 200.
 */
export async function startPortal(databaseUrl: string, dataDir: string, env: Record<string, string> = {}, onPort?: number): Promise<PortalProcess> {
  // A given port: a replica started again where its proxy expects it.
  const port = onPort ?? await freePort();
  const cleanEnv = { ...process.env };
  delete cleanEnv.NODE_ENV;
  const child = spawn('node', [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...cleanEnv,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      OUTBOX_INTERVAL_MS: '0',
      ...env,
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForStatus(`${url}/healthz`, 200, 60_000, () => child.exitCode === null && child.signalCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- the portal printed ---\n${output}`);
  }
  return { url, port, process: child, output: () => output, exited };
}

export interface BuiltPortalRun {
  database: TestDatabase;
  dataDir: string;
  /** Starts the built portal on this database and data folder (`startPortal`). */
  start(env?: Record<string, string>): Promise<PortalProcess>;
}

/**
 * For a test file that runs the built portal as its own process: before its first test the server is built
 * (when stale) and a fresh database and data folder are made; after its last, the portal last started is
 * killed if it still runs, and both are removed.
 */
export function builtPortalForFile(dataDirPrefix: string): BuiltPortalRun {
  let last: PortalProcess | undefined;
  return madeBeforeAll(async () => {
    buildServerIfStale();
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
    const start = async (env: Record<string, string> = {}): Promise<PortalProcess> => (last = await startPortal(database.url, dataDir, env));
    return { database, dataDir, start };
  }, async ({ database, dataDir }) => {
    await killIfRunning(last);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
}

export async function loginAs(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/token/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login of ${email} failed with ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/** A multipart body as bytes, with its content type (boundary included). */
export async function multipartBytes(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

export interface HeldRequest {
  /** Resolves once the server has read the request's head and asked for the body (100 Continue). */
  started: Promise<void>;
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  /** Resolves with the answer (or rejects with the connection's error) whenever it comes. */
  answer: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
}

/**
 * A request whose body is held back: the head goes out with `Expect: 100-continue`, then all but the
 * last `holdBytes` of the body once the server asks for it; the rest only when `finish` is called. The
 * server counts it as a request in flight the whole time. It goes over a keep-alive connection.
 */
export function heldRequest(url: string, method: string, requestPath: string, headers: Record<string, string>, body: Buffer, holdBytes = 16): HeldRequest {
  const target = new URL(requestPath, url);
  const request = http.request({
    host: target.hostname, port: target.port, path: target.pathname, method,
    headers: { ...headers, 'content-length': String(body.length), expect: '100-continue' },
    // Keep-alive, as browsers do: the server must itself say that this connection closes after the answer.
    agent: new http.Agent({ keepAlive: true }),
  });
  const started = new Promise<void>((resolve) => {
    request.on('continue', () => {
      request.write(body.subarray(0, body.length - holdBytes));
      resolve();
    });
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      response.on('error', reject);
    });
  });
  request.flushHeaders();
  return {
    started,
    answer,
    async finish() {
      request.end(body.subarray(body.length - holdBytes));
      return await answer;
    },
  };
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
export async function connectionRefused(port: number): Promise<boolean> {
  return await new Promise((resolve) => {
    const socket = new net.Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    socket.connect(port, '127.0.0.1');
  });
}
