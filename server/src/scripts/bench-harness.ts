import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { createApp } from '../app';
import { loadJwtSecret } from '../keys/jwt-secret';
import { TokenService } from '../identity/tokens';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/env';
import { openDatabase } from '../composition/database';
import { bootstrapAdministrator, bootstrapCityAdministrator } from '../modules/accounts/admin-bootstrap';

/** The portal of a benchmark: served on loopback over the configured database, signed in as its first administrator. */
export interface BenchPortal {
  db: DataSource;
  /** A GET as the administrator, at the administrator's barangay's address: the answer's status and text. */
  get: (path: string) => Promise<{ status: number; text: string }>;
  /** A GraphQL operation as the administrator; throws on any error in the answer. */
  graphql: (query: string, variables?: object) => Promise<unknown>;
  /** A request with a body of its own type (a multipart upload) as the administrator: the answer's status and text. */
  send: (method: string, path: string, body: Buffer, contentType: string) => Promise<{ status: number; text: string }>;
  /** The same as the City Administrator (made as the first start makes it when there is none). */
  cityGraphql: (query: string, variables?: object) => Promise<unknown>;
  close: () => Promise<void>;
}

/**
 * One request on loopback with the Host header of the barangay to be served (fetch cannot set Host): with
 * several barangays (`seed:scale --barangays`), an address that none has is served nothing.
 */
function requestAtHost(port: number, host: string, headers: Record<string, string>) {
  return (method: string, path: string, body?: string | Buffer, contentType?: string) => new Promise<{ status: number; text: string }>((resolve, reject) => {
    // A connection of its own (agent: false): a kept-alive one the portal closed while the benchmark was busy
    // (parsing 130 MB of users outlasts the server's 5-second keep-alive) would fail the next request with ECONNRESET.
    const outgoing = request({
      host: '127.0.0.1', port, path, method, agent: false, headers: { ...headers, ...(contentType && { 'content-type': contentType }), host },
    }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => { text += chunk; });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * `firstStart`: make the administrator as the portal's first start does when the database has none (a fresh
 * database for a benchmark that brings its own data, as bench:import does).
 */
export async function startBenchPortal({ firstStart = false }: { firstStart?: boolean } = {}): Promise<BenchPortal> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
  const logger = createLogger('error');
  const database = await openDatabase(config, logger);
  if (firstStart) await bootstrapAdministrator(database.db, config);
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const portal = await createApp({ config, db: database.db, logger, jwtSecret });
  const server = portal.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const close = async () => {
    server.close();
    await portal.stop();
    await database.close();
  };
  try {
    const [admin] = await database.db.query(`SELECT id, email, barangay_id FROM "user" WHERE user_type = 'admin' AND city_role IS NULL ORDER BY id LIMIT 1`);
    if (!admin) throw new Error('no administrator in this database: start the portal once first');
    const [served] = await database.db.query(`SELECT host FROM barangay_host WHERE barangay_id = $1 ORDER BY host LIMIT 1`, [admin.barangay_id]);
    await bootstrapCityAdministrator(database.db, config);
    const [cityAdmin] = await database.db.query(`SELECT id, email FROM "user" WHERE city_role = 'CITY_ADMINISTRATOR' ORDER BY id LIMIT 1`);
    const tokens = new TokenService(jwtSecret);
    const token = await tokens.signAccessToken({
      sub: String(admin.id), email: admin.email, is_resident: false, is_verified: true, bgy: admin.barangay_id,
    });
    const cityToken = await tokens.signAccessToken({
      sub: String(cityAdmin.id), email: cityAdmin.email, is_resident: false, is_verified: true, city: 'CITY_ADMINISTRATOR',
    });
    const sendAs = (bearer: string) => requestAtHost((server.address() as AddressInfo).port, served?.host ?? '127.0.0.1',
      { 'content-type': 'application/json', authorization: `Bearer ${bearer}` });
    const graphqlAs = (bearer: string) => async (query: string, variables?: object) => {
      const answer = await sendAs(bearer)('POST', '/graphql', JSON.stringify({ query, variables }));
      const body = JSON.parse(answer.text) as { data?: unknown; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    return {
      db: database.db, get: async (path) => await sendAs(token)('GET', path), graphql: graphqlAs(token), cityGraphql: graphqlAs(cityToken), close,
      send: async (method, path, body, contentType) => await sendAs(token)(method, path, body, contentType),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function timed<T>(runs: number, once: () => Promise<T>): Promise<{ samples: number[]; last: T }> {
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await once();
    samples.push(performance.now() - start);
  }
  return { samples, last };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs a benchmark's `main`, printing only the message of a failure (no stack trace, no data). */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error('The benchmark failed:', error instanceof Error ? error.message : String(error), cause);
    process.exit(1);
  });
}
