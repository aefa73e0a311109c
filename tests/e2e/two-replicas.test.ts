import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startNginxProxy } from '../../scripts/nginx-proxy.mjs';
import { registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { madeBeforeAll } from '../utils/made-before-all';
import { killIfRunning } from '../utils/processes';
import { samplePng } from '../utils/sample-files';
import { createTestDatabase, TestDatabase } from '../utils/test-db';
import { TEST_ADMIN } from '../utils/test-server';
import { buildServerIfStale, PortalProcess, startPortal } from './support/portal-process';

// Two replicas (docs/architecture.md#two-replicas): two built portals on one database, one JWT secret and one
// DATA_DIR, behind Debian's nginx with the production configuration (deploy/nginx.conf, round robin). nginx says
// in X-Upstream which replica answered, so each step shows it crossed from one replica to the other.
jest.setTimeout(180_000);

const LOOKUPS_PER_MINUTE = 4;
const UNKNOWN_CODE = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const LOAD_MS = 6_000;
const LOAD_WORKERS = 8;

interface Answer { status: number; replica: string; body: any; bytes: Buffer }
interface Proxy { url: string; errorLog(): string; stop(): Promise<void> }

interface Install {
  database: TestDatabase;
  dataDir: string;
  replicas: PortalProcess[];
  proxy: Proxy;
  env: Record<string, string>;
}

/** The last address nginx tried is the one that answered. */
const answeredBy = (header: string | null): string => (header ?? '').split(',').pop()!.trim();

const install = madeBeforeAll<Install>(async () => {
  buildServerIfStale();
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-'));
  const env = { VERIFY_RATE_LIMIT: String(LOOKUPS_PER_MINUTE), LOG_LEVEL: 'warn' };
  // One after the other: the first migrates the database.
  const replicas = [await startPortal(database.url, dataDir, env)];
  replicas.push(await startPortal(database.url, dataDir, env));
  const proxy = await startNginxProxy(replicas.map((replica) => `127.0.0.1:${replica.port}`));
  return { database, dataDir, replicas, proxy, env };
}, async ({ database, dataDir, replicas, proxy }) => {
  await proxy.stop();
  for (const replica of replicas) await killIfRunning(replica);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 180_000);

const address = (replica: PortalProcess): string => `127.0.0.1:${replica.port}`;

async function send(method: string, requestPath: string, options: { token?: string; json?: unknown; form?: FormData } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${install.proxy.url}${requestPath}`, {
    method, headers, body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a picture)
  }
  return { status: response.status, replica: answeredBy(response.headers.get('x-upstream')), body, bytes };
}

/**
 * The next request through nginx goes to `replica`: round robin over two alternates, so after a probe the other one
 * answered, the next is this one's. The caller asserts it did (X-Upstream), so a wrong guess fails loudly.
 */
async function nextGoesTo(replica: PortalProcess): Promise<void> {
  const probe = await send('GET', '/healthz');
  if (probe.replica === address(replica)) await send('GET', '/healthz');
}

async function via(replica: PortalProcess, method: string, requestPath: string, options: Parameters<typeof send>[2] = {}): Promise<Answer> {
  await nextGoesTo(replica);
  const answer = await send(method, requestPath, options);
  expect(answer.replica).toBe(address(replica));
  return answer;
}

async function signIn(replica: PortalProcess, email: string, password: string): Promise<string> {
  const answer = await via(replica, 'POST', '/api/auth/token/', { json: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.access as string;
}

/** A verified resident, registered through nginx. */
async function verifiedResident(): Promise<{ email: string; token: string }> {
  const payload = registrationPayload();
  expect((await send('POST', '/api/auth/user/', { json: payload })).status).toBe(201);
  await install.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [payload.email]);
  const [a] = install.replicas;
  return { email: payload.email as string, token: await signIn(a, payload.email as string, RESIDENT_PASSWORD) };
}

describe('two replicas behind nginx', () => {
  it('signs in on one replica and acts on the other with the same token', async () => {
    const [a, b] = install.replicas;
    const token = await signIn(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const me = await via(b, 'GET', '/api/auth/user/me/', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(TEST_ADMIN.email);
    const created = await via(b, 'POST', '/api/announcements/', { token, json: { title: 'Water interruption', content: 'Purok 3, Saturday 8:00 AM to 5:00 PM.' } });
    expect(created.status).toBe(201);
  });

  it("delivers a notification caused on one replica to the resident's subscription on the other", async () => {
    const [a, b] = install.replicas;
    const resident = await verifiedResident();
    const admin = await signIn(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const type = await via(a, 'POST', '/api/document-types/', { token: admin, json: { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] } });
    expect(type.status).toBe(201);

    // The socket goes through nginx's WebSocket upgrade; its answer names the replica that holds it.
    let socketReplica = '';
    class RecordingSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols);
        this.on('upgrade', (response) => { socketReplica = answeredBy(String(response.headers['x-upstream'] ?? '')); });
      }
    }
    const arrived: string[] = [];
    const client = createClient({
      url: `${install.proxy.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: RecordingSocket,
      connectionParams: { authorization: `Bearer ${resident.token}` }, lazy: false, retryAttempts: 0,
    });
    try {
      client.subscribe<{ notificationAdded: { message: string } }>({ query: 'subscription { notificationAdded { message } }' }, {
        next: ({ data }) => { if (data) arrived.push(data.notificationAdded.message); },
        error: () => undefined,
        complete: () => undefined,
      });
      await waitFor(() => socketReplica !== '', 'the subscription socket');
      // graphql-ws does not acknowledge a subscription: give it a moment to be listening.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const other = install.replicas.find((replica) => address(replica) !== socketReplica)!;
      expect([a, b]).toContain(other);

      const submitted = await via(other, 'POST', '/api/document-requests/', { token: resident.token, json: { document_type: type.body.id, field_data: { Purpose: 'Employment' } } });
      expect(submitted.status).toBe(201);
      const moved = await via(other, 'PATCH', `/api/document-requests/${submitted.body.id}/`, { token: admin, json: { status: 'processing' } });
      expect(moved.status).toBe(200);
      await waitFor(() => arrived.some((message) => /Barangay Clearance/.test(message)), 'the notification on the other replica');
    } finally {
      await client.dispose();
    }
  });

  it('counts a rate limit across replicas: look-ups alternating between them are refused at the limit on both', async () => {
    const [a, b] = install.replicas;
    for (const replica of [a, b, a, b]) expect((await via(replica, 'GET', `/api/verify/${UNKNOWN_CODE}/`)).status).toBe(404);
    for (const replica of [a, b]) {
      const refused = await via(replica, 'GET', `/api/verify/${UNKNOWN_CODE}/`);
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^Too many verification attempts from your network\./);
    }
  });

  it('serves a picture uploaded through one replica from the other', async () => {
    const [a, b] = install.replicas;
    const token = await signIn(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const form = new FormData();
    form.append('title', 'Solar Street Lights');
    form.append('description', 'Purok 1 to 4');
    form.append('status', 'ongoing');
    form.append('date_started', '2026-01-15');
    form.append('project_photo', new Blob([samplePng()], { type: 'image/png' }), 'lights.png');
    const project = await via(a, 'POST', '/api/projects/', { token, form });
    expect(project.status).toBe(201);
    const mediaPath = new URL(project.body.project_photo as string).pathname;
    expect(mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    // The portal re-encodes pictures: the one B serves is the very file A stored and serves.
    const fromB = await via(b, 'GET', mediaPath);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.subarray(0, 8).equals(samplePng().subarray(0, 8))).toBe(true);
    const fromA = await via(a, 'GET', mediaPath);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  });

  it('loses no request while one replica is stopped (SIGTERM) and started again in the middle of a load run', async () => {
    const { database, dataDir, env } = install;
    const [, b] = install.replicas;
    const token = await signIn(b, TEST_ADMIN.email, TEST_ADMIN.password);
    const failures: string[] = [];
    const replicasSeen = new Set<string>();
    let requests = 0;
    let created = 0;
    const stopAt = Date.now() + LOAD_MS;
    const title = `Load ${Date.now()}`;
    // GETs and POSTs of the portal's own APIs; a POST that reached a replica is never retried by nginx, so every
    // 201 here is one row, checked below.
    const worker = async (index: number): Promise<void> => {
      for (let round = 0; Date.now() < stopAt; round++) {
        const kind = (index + round) % 3;
        try {
          const answer = kind === 0 ? await send('GET', '/api/projects/')
            : kind === 1 ? await send('POST', '/graphql', { json: { query: '{ __typename }' } })
              : await send('POST', '/api/announcements/', { token, json: { title, content: 'Posted during the load run.' } });
          requests += 1;
          replicasSeen.add(answer.replica);
          if (answer.status >= 300) failures.push(`${kind} ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
          else if (kind === 2) created += 1;
        } catch (error) {
          requests += 1;
          failures.push(`${kind} ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index)));

    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 4));
    b.process.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    const restarted = await startPortal(database.url, dataDir, env, b.port);
    install.replicas[1] = restarted;
    await load;

    expect({ failures, nginx: failures.length > 0 ? install.proxy.errorLog() : '' }).toEqual({ failures: [], nginx: '' });
    expect(requests).toBeGreaterThan(50);
    expect(replicasSeen).toEqual(new Set(install.replicas.map(address)));
    const [{ count }] = await database.db.query('SELECT count(*)::int AS count FROM announcement WHERE title = $1', [title]);
    expect(count).toBe(created);
    expect(install.proxy.errorLog()).not.toMatch(/\[(alert|emerg)\]/);
  });
});

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
