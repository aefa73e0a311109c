import 'reflect-metadata';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, PortalApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { createLogger, Logger } from '../../server/src/common/logger';
import { createPortalHttpServer } from '../../server/src/http/http-server';
import { bootstrapAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { withRealDate } from './clock';
import { madeBeforeAll } from './made-before-all';
import { createDataSource } from '../../server/src/composition/data-source';
import { createTestDatabase, TestDatabase } from './test-db';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'tahimik-na-umaga-42' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string; fields?: Record<string, string[]> } }>;
}

export interface TestServer {
  url: string;
  /** The WebSocket address of GraphQL subscriptions (graphql-ws). */
  wsUrl: string;
  /** This server's DATA_DIR (uploads live under uploads/public and uploads/private). */
  dataDir: string;
  database: TestDatabase;
  portal: PortalApp;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult<T>>;
  rest(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** The real portal app on a fresh database, listening on a free loopback port. */
export async function startTestServer(overrides: Record<string, string> = {}, logger: Logger = createLogger('silent')): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-data-'));
  return await servePortal(database, dataDir, overrides, logger, async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * Another replica of `primary` (docs/architecture.md#replicas): a portal of its own (pool, HTTP server, subscription
 * server, memory) on the same database, DATA_DIR and JWT secret. Closing it leaves the primary's database and
 * files alone; close it before the primary.
 */
export async function startReplicaOf(primary: TestServer, overrides: Record<string, string> = {}, logger: Logger = createLogger('silent')): Promise<TestServer> {
  const db = createDataSource(primary.database.url);
  await db.initialize();
  const closePool = async () => { if (db.isInitialized) await db.destroy(); };
  return await servePortal({ db, url: primary.database.url, drop: closePool }, primary.dataDir, overrides, logger, closePool);
}

async function servePortal(
  database: TestDatabase, dataDir: string, overrides: Record<string, string>, logger: Logger, dispose: () => Promise<void>,
): Promise<TestServer> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    CLIENT_DIST_DIR: path.resolve(__dirname, '../../client/dist'),
    GRAPHQL_PLAYGROUND: '1',
    // Every test client calls from 127.0.0.1; the rate-limit tests set their own limits.
    AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
    ...overrides,
  });
  await bootstrapAdministrator(database.db, {
    adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, barangayName: config.barangayName, dataDir,
  });
  const portal = await withRealDate(() => createApp({ config, db: database.db, logger, jwtSecret: TEST_JWT_SECRET }));
  // The portal's own HTTP server, with the timeouts and connection cap the configuration sets.
  const server: Server = createPortalHttpServer(portal.app, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await portal.attachSubscriptions(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const authHeader = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    dataDir,
    database,
    portal,
    async graphql(query, variables, token) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeader(token) },
        body: JSON.stringify({ query, variables }),
      });
      return await response.json();
    },
    async rest(method, restPath, body, token) {
      const response = await fetch(`${url}/api${restPath}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authHeader(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      server.closeAllConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Subscription sockets are not HTTP connections: closeAllConnections leaves them, and close() waits for them.
      await portal.closeSubscriptions();
      await closed;
      await portal.stop();
      await dispose();
    },
  };
}

/** The test file's portal (as `startTestServer` makes it): started before its first test, closed after its last. */
export function testServerForFile(overrides: Record<string, string> = {}, logger?: Logger): TestServer {
  return madeBeforeAll(() => startTestServer(overrides, logger), (server) => server.close());
}
