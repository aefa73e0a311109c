import 'reflect-metadata';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createApp, PortalApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig } from '../../server/src/config/env';
import { createDataSource } from '../../server/src/composition/data-source';
import { bootstrapAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { createTestDatabase, TestDatabase } from '../utils/test-db';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../utils/test-server';

// The portal reaches PostgreSQL through a TCP proxy that the tests can cut, stop or turn into a black
// hole, as a PostgreSQL restart or a network failure would: the API must answer clean 503s meanwhile
// (REST {"detail"} with Retry-After, GraphQL SERVICE_UNAVAILABLE, /healthz 503), never a 500 or a hang,
// and work again by itself once the database is back.
jest.setTimeout(60_000);

type Mode = 'forward' | 'blackhole';

/** A TCP proxy to PostgreSQL that can refuse connections, drop the open ones, or accept and never answer. */
class DatabaseProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private mode: Mode = 'forward';
  port = 0;

  constructor(private readonly host: string, private readonly targetPort: number) {}

  /** Listens (again, on the same port after `refuse`); a no-op while listening. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Stops listening (new connections are refused) and drops every open connection. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.cut();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Drops every open connection, as a PostgreSQL restart does; new ones are accepted (per the mode). */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  setMode(mode: Mode): void {
    this.mode = mode;
  }

  private accept(client: net.Socket): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => undefined);
    if (this.mode === 'blackhole') return;
    const upstream = net.connect(this.targetPort, this.host);
    this.sockets.add(upstream);
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

let database: TestDatabase;
let proxy: DatabaseProxy;
let db: DataSource;
let portal: PortalApp;
let server: Server;
let url: string;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url);
  proxy = new DatabaseProxy(direct.hostname, Number(direct.port));
  await proxy.start();
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  db = createDataSource(proxied.toString());
  await db.initialize();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'));
  const config = loadConfig({
    DATA_DIR: dataDir, NODE_ENV: 'test', PORT: '0', DATABASE_URL: proxied.toString(), JWT_SECRET: TEST_JWT_SECRET,
    CLIENT_DIST_DIR: path.resolve(__dirname, '../../client/dist'), AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
  });
  await bootstrapAdministrator(db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, barangayName: config.barangayName, dataDir });
  portal = await createApp({ config, db, logger: createLogger('silent'), jwtSecret: TEST_JWT_SECRET });
  server = await new Promise((resolve) => {
    const listening = portal.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const login = await rest('POST', '/auth/token/', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
  expect(login.status).toBe(200);
  adminToken = login.body.access;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await portal?.stop();
  await proxy?.refuse();
  if (db?.isInitialized) await db.destroy().catch(() => undefined);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  // Every test leaves the database reachable again.
  proxy.setMode('forward');
  await proxy.start();
  await waitForHealth(200);
});

async function rest(method: string, restPath: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}/api${restPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

async function graphql(query: string, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

async function health() {
  const response = await fetch(`${url}/healthz`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

/** Polls /healthz until it answers `status` (jest's timeout bounds the wait). */
async function waitForHealth(status: number): Promise<void> {
  for (;;) {
    if ((await health()).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again in a few seconds.' };

function expectServiceUnavailable(result: { status: number; retryAfter: string | null; body: any }) {
  expect(result.status).toBe(503);
  expect(result.retryAfter).toBe('5');
  expect(result.body.errors).toHaveLength(1);
  expect(result.body.errors[0]).toMatchObject({
    message: UNAVAILABLE.detail,
    extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
  });
}

it('answers 503 with Retry-After while PostgreSQL is down, and works again by itself when it is back', async () => {
  expect((await health()).status).toBe(200);
  expect((await rest('GET', '/projects/')).status).toBe(200);

  await proxy.refuse();

  expect(await health()).toEqual({ status: 503, retryAfter: '5', body: { status: 'unavailable', detail: 'The database is not answering.' } });
  expect(await rest('GET', '/projects/')).toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  expect(await rest('GET', '/announcements/')).toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  expect(await rest('POST', '/auth/token/', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }))
    .toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  expect(await rest('POST', '/document-types/', { name: 'Cedula', fields: [{ name: 'Purpose' }] }, adminToken))
    .toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  expectServiceUnavailable(await graphql('{ projects { total } }'));
  expectServiceUnavailable(await graphql(`mutation { login(input: { email: "admin@test.local", password: "${TEST_ADMIN.password}" }) { access } }`));

  await proxy.start();
  await waitForHealth(200);
  expect((await rest('GET', '/projects/')).status).toBe(200);
  const created = await rest('POST', '/document-types/', { name: 'Cedula', fields: [{ name: 'Purpose' }] }, adminToken);
  expect(created.status).toBe(201);
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM document_type WHERE name = 'Cedula'`);
  expect(count).toBe(1);
});

it('answers 503 (not 500) for a request whose connection is cut in the middle of its query', async () => {
  // A lock taken directly (not through the proxy) holds the request inside its query.
  const locker = new Client({ connectionString: database.url });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE announcement IN ACCESS EXCLUSIVE MODE');
    const pending = rest('GET', '/announcements/');
    // Wait until the request's query is waiting for the lock.
    for (;;) {
      const { rows } = await locker.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (rows[0].waiting > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    proxy.cut();
    expect(await pending).toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  } finally {
    await locker.query('ROLLBACK');
    await locker.end();
  }
  // The pool dropped the dead connection and opens a new one.
  expect((await rest('GET', '/announcements/')).status).toBe(200);
  expectNoError(await graphql('{ announcements { total } }'));
});

it('answers 503 within the connect timeout, instead of hanging, when the database accepts connections but never answers', async () => {
  proxy.setMode('blackhole');
  proxy.cut();
  expect(await rest('GET', '/events/')).toEqual({ status: 503, retryAfter: '5', body: UNAVAILABLE });
  expectServiceUnavailable(await graphql('{ events { total } }'));
  expect((await health()).status).toBe(503);
  proxy.cut();
  proxy.setMode('forward');
  await waitForHealth(200);
  expect((await rest('GET', '/events/')).status).toBe(200);
});

function expectNoError(result: { status: number; body: any }) {
  expect(result.status).toBe(200);
  expect(result.body.errors).toBeUndefined();
}
