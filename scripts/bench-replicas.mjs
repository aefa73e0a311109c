// `npm run bench:replicas`: how long a notification takes to reach a resident's socket on another replica
// (docs/architecture.md#replicas), for each driver of the replicas' event channel.
//
// 1. Builds the server when its sources are newer than its build (as `npm start` does). Needs DATABASE_URL: two
//    processes cannot share an embedded PostgreSQL.
// 2. For PostgreSQL LISTEN/NOTIFY, then for Redis pub/sub (a redis-server of its own on a free loopback port;
//    left out, saying so, when Debian's redis-server is not installed): starts two built portals, A and B, on one
//    fresh database with one JWT secret, as two replicas of one install.
// 3. A resident is subscribed (graphql-ws) on both; the resident submits requests and the administrator moves each
//    to Processing, then For Pickup, on A: WARM_UP + RUNS notifications, each after the last arrived on both sockets.
// 4. Prints, per driver, the median, p95 and worst of: B's arrival after A's (what crossing replicas adds: A
//    pushes to its own socket the moment it commits) and B's arrival after the request to A was sent.
//    Asserts nothing.
//
// Everything started here is stopped and removed at the end, also on Ctrl-C or a failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { BENCH_ADMIN, cleanUp, median, onCleanUp, startPortal } from './bench-portal.mjs';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';
import { freePort } from './throwaway.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const WAIT_LIMIT_MS = 10_000;
const RESIDENT_PASSWORD = 'kalayaan-1898';

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function call(url, method, path, body, token) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A redis-server of the benchmark's own, or undefined when it is not installed. */
async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const started = await new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(false));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve(true);
    });
  });
  if (!started) return undefined;
  child.stdout.resume();
  onCleanUp(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  });
  return `redis://127.0.0.1:${port}`;
}

/** The resident's notifications as they arrive on one portal's socket: their ids, each with its arrival time. */
function follow(url, token) {
  const arrivals = new Map();
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false, retryAttempts: 0 });
  onCleanUp(() => client.dispose());
  client.subscribe({ query: 'subscription { notificationAdded { id } }' }, {
    next: ({ data }) => arrivals.set(data.notificationAdded.id, performance.now()),
    error: (error) => console.error('subscription failed:', error),
    complete: () => undefined,
  });
  return arrivals;
}

async function until(condition, what) {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function measure(driver, extraEnv) {
  const env = { JWT_SECRET: randomBytes(32).toString('hex'), ...extraEnv };
  const a = await startPortal(repoRoot, { extraEnv: env });
  const b = await startPortal(repoRoot, { extraEnv: env, databaseUrl: a.env.DATABASE_URL });
  const admin = (await call(a.url, 'POST', '/api/auth/token/', BENCH_ADMIN)).access;
  const email = `bench-resident-${randomBytes(4).toString('hex')}@example.com`;
  await call(a.url, 'POST', '/api/auth/user/', {
    email, password: RESIDENT_PASSWORD, nickname: 'Bench', first_name: 'Bench', middle_name: 'Santos', last_name: 'Resident', gender: 'male',
    birthdate: '1990-05-01', birth_place: 'Quezon City', contact_number: '09171234567', civil_status: 'single', is_employed: true, is_voter: true,
    religion: 'Catholic', address: 'Purok 1', privacy_notice_version: 1,
  });
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: a.env.DATABASE_URL });
  await db.connect();
  await db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [email]);
  await db.end();
  const resident = (await call(a.url, 'POST', '/api/auth/token/', { email, password: RESIDENT_PASSWORD })).access;
  const type = await call(a.url, 'POST', '/api/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] }, admin);
  const onA = follow(a.url, resident);
  const onB = follow(b.url, resident);
  // graphql-ws does not acknowledge a subscription: a second is plenty for both to be listening on loopback.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const crossing = [];
  const endToEnd = [];
  let index = 0;
  /** Moves the request on, and times its notification on both sockets. */
  const moved = async (id, status) => {
    const sent = performance.now();
    await call(a.url, 'PATCH', `/api/document-requests/${id}/`, { status }, admin);
    await until(() => onA.size > index, `notification ${index + 1} on replica A`);
    const notification = [...onA.keys()][index];
    await until(() => onB.has(notification), `notification ${index + 1} on replica B`);
    if (index >= WARM_UP) {
      crossing.push(onB.get(notification) - onA.get(notification));
      endToEnd.push(onB.get(notification) - sent);
    }
    index += 1;
  };
  while (index < WARM_UP + RUNS) {
    // A resident may have 3 open requests at once: each is submitted, then taken to For Pickup (two notifications).
    const { id } = await call(a.url, 'POST', '/api/document-requests/', { document_type: type.id, field_data: { Purpose: 'Employment' } }, resident);
    await moved(id, 'processing');
    await moved(id, 'pickup');
  }
  return { driver, crossing, endToEnd };
}

function report(results) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`\nA notification caused on replica A, arriving on the resident's socket on replica B: ${RUNS} notifications after ${WARM_UP} warm-up`);
  console.log(`${'driver'.padEnd(28)}${'B after A: median'.padStart(18)}${'p95'.padStart(10)}${'worst'.padStart(10)}${'   after the request: median'.padStart(29)}${'p95'.padStart(10)}`);
  for (const { driver, crossing, endToEnd } of results) {
    console.log(`${driver.padEnd(28)}${ms(median(crossing)).padStart(18)}${ms(percentile(crossing, 95))}${ms(Math.max(...crossing))}`
      + `${ms(median(endToEnd)).padStart(29)}${ms(percentile(endToEnd, 95))}`);
  }
  console.log('\nB after A: what crossing replicas adds (A pushes to its own socket as it commits). After the request: from sending the');
  console.log("administrator's request to A until B's socket had the notification (the request's own work included).");
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL server: two replicas cannot share the embedded one');
  buildIfStale('server');
  const results = [await measure('PostgreSQL LISTEN/NOTIFY', {})];
  const redisUrl = await startRedis();
  if (redisUrl) results.push(await measure('Redis pub/sub', { REDIS_URL: redisUrl }));
  else console.log('\nredis-server is not installed (Debian package redis-server): Redis pub/sub left out.');
  await cleanUp();
  report(results);
}

main().catch(async (error) => {
  console.error(`The benchmark failed: ${error.message}`);
  await cleanUp();
  process.exit(1);
});
