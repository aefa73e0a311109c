import { Redis } from 'ioredis';
import { createLogger } from '../../server/src/common/logger';
import { postgresLimitStore } from '../../server/src/limits/postgres-limits';
import { RateLimiter } from '../../server/src/limits/rate-limiter';
import { REQUEST_ROLE } from '../../server/src/db/migrations/1765300000000-barangay-row-security';
import { residentSession } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { madeBeforeAll } from '../utils/made-before-all';
import { redisServerForFile } from '../utils/redis-server';
import { startReplicaOf, startTestServer, TestServer } from '../utils/test-server';

// Every rate limit counts across the replicas of one install (two portals in this process on one
// database): in the PostgreSQL table by default, in Redis with REDIS_URL (docs/architecture.md#replicas-limits).
jest.setTimeout(60_000);

/** Low limits, so half on each replica is a few requests. */
const LIMITS = { VERIFY_RATE_LIMIT: '4', AUTH_RATE_LIMIT_PER_ACCOUNT: '4' };
/** A code of the right shape that no certificate has: a look-up counts all the same. */
const UNKNOWN_CODE = 'AAAAAAAAAAAAAAAAAAAAAAAA';

interface Answer { status: number; retryAfter: string | null; body: any }

/** A request to `server` as if from `address` (the portal trusts X-Forwarded-For from its loopback proxy). */
async function send(server: TestServer, path: string, address: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

const verify = (server: TestServer, address: string) => send(server, `/api/verify/${UNKNOWN_CODE}/`, address);
const signIn = (server: TestServer, email: string, password: string, address: string) =>
  send(server, '/api/auth/token/', address, { method: 'POST', body: JSON.stringify({ email, password }) });
const register = (server: TestServer, payload: Record<string, unknown>, address: string) =>
  send(server, '/api/auth/user/', address, { method: 'POST', body: JSON.stringify(payload) });

async function verifyGraphql(server: TestServer, address: string): Promise<any> {
  const query = `{ verifyDocument(code: "${UNKNOWN_CODE}") { status } }`;
  return (await send(server, '/graphql', address, { method: 'POST', body: JSON.stringify({ query }) })).body;
}

/** Refused as a single portal refuses: 429, Retry-After, and the message naming the same seconds. */
function expectVerificationRefused(answer: Answer): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(answer.body).toEqual({ detail: `Too many verification attempts from your network. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.` });
}

function expectSignInRefused(answer: Answer, atLeastSeconds: number): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(atLeastSeconds);
  expect(answer.body).toEqual({ detail: `Too many attempts. Please try again in ${seconds} seconds.` });
}

/** Two replicas of one install, started before the block's first test and closed after its last. */
function replicasForBlock(settings: () => Record<string, string>): { a: TestServer; b: TestServer } {
  return madeBeforeAll(async () => {
    const a = await startTestServer({ ...LIMITS, ...settings() });
    const b = await startReplicaOf(a, { ...LIMITS, ...settings() });
    return { a, b };
  }, async ({ a, b }) => {
    await b.close();
    await a.close();
  });
}

const redis = redisServerForFile();

describe.each([
  { engine: 'PostgreSQL (the default)', settings: (): Record<string, string> => ({}) },
  { engine: 'Redis (REDIS_URL)', settings: () => ({ REDIS_URL: redis.url }) },
])('counted in $engine', ({ settings }) => {
  const replicas = replicasForBlock(settings);

  it('refuses a client who used up VERIFY_RATE_LIMIT half on each replica, on either replica, as one portal would', async () => {
    const { a, b } = replicas;
    const client = '198.51.100.40';
    for (const server of [a, b, a, b]) expect((await verify(server, client)).status).toBe(404);
    expectVerificationRefused(await verify(a, client));
    expectVerificationRefused(await verify(b, client));
    expect((await verifyGraphql(b, client)).errors[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_VERIFICATIONS', retryAfterSeconds: expect.any(Number),
    });
    // Someone else is not held back, on either replica.
    expect((await verify(a, '198.51.100.41')).status).toBe(404);
    expect((await verify(b, '198.51.100.41')).status).toBe(404);
  });

  it('counts failed sign-ins on both replicas towards one per-account limit', async () => {
    const { a, b } = replicas;
    const resident = await residentSession(a);
    const attacker = '192.0.2.80';
    for (const server of [a, b, a, b]) expect((await signIn(server, resident.email, 'wrong-guess-xyz', attacker)).status).toBe(401);
    // Even the right password is refused from that address, on both replicas, for the rest of the 15 minutes...
    expectSignInRefused(await signIn(a, resident.email, RESIDENT_PASSWORD, attacker), 61);
    expectSignInRefused(await signIn(b, resident.email, RESIDENT_PASSWORD, attacker), 61);
    // ...while the resident, elsewhere, signs in on either.
    expect((await signIn(b, resident.email, RESIDENT_PASSWORD, '203.0.113.81')).status).toBe(200);
    expect((await signIn(a, resident.email, RESIDENT_PASSWORD, '203.0.113.81')).status).toBe(200);
  });
});

describe('in the PostgreSQL table', () => {
  const replicas = replicasForBlock(() => ({}));
  // The slowdown's seconds are measured on a stopped clock the test moves on (docs/architecture.md#test-time).
  const clock = stoppedClock();
  const db = () => replicas.a.database.db;

  it('slows an account down on both replicas after failures spread over both and over many addresses', async () => {
    const { a, b } = replicas;
    const payload = registrationPayload();
    const home = '203.0.113.90';
    expect((await register(a, payload, home)).status).toBe(201);
    const email = String(payload.email);
    // Five failures are free (AUTH_SLOWDOWN_FREE_FAILURES); the sixth makes the next check wait a second.
    for (let guess = 1; guess <= 6; guess += 1) {
      expect((await signIn(guess % 2 ? a : b, email, `guess-${guess}-xyz`, `192.0.2.${100 + guess}`)).status).toBe(401);
    }
    const refused = await signIn(a, email, 'guess-7-xyz', '192.0.2.107');
    expect(refused).toMatchObject({ status: 429, retryAfter: '1', body: { detail: 'Too many attempts. Please try again in 1 seconds.' } });
    expect((await signIn(b, email, String(payload.password), home)).status).toBe(429);

    clock.advance(1000);
    expect((await signIn(b, email, String(payload.password), home)).status).toBe(200);
  });

  it('holds keyed hashes only: no e-mail address and no client address in the table', async () => {
    const { a, b } = replicas;
    const resident = await residentSession(a);
    await signIn(b, resident.email, 'wrong-guess-xyz', '192.0.2.120');
    await verify(a, '198.51.100.120');
    const keys = (await db().query(`SELECT key FROM rate_limit`)).map((row: { key: string }) => row.key);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) expect(key).toMatch(/^(auth-address|auth-account|auth-slowdown|verify-lookup):[A-Za-z0-9_-]{43}$/);
    const text = keys.join('\n');
    for (const personal of [resident.email, resident.email.split('@')[0], '192.0.2.120', '198.51.100.120']) expect(text).not.toContain(personal);
  });

  it("lets a request's database role use the table, which belongs to no barangay", async () => {
    const expire = Date.now() + 60_000;
    const points = await db().transaction(async (manager) => {
      // What a request's connection is set to when the portal connects as a superuser (db/row-security.ts).
      await manager.query(`SELECT set_config('role', $1, true), set_config('portal.barangay_id', '1', true)`, [REQUEST_ROLE]);
      await manager.query(`INSERT INTO rate_limit (key, points, expire) VALUES ('role-check:x', 1, $1)`, [expire]);
      await manager.query(`UPDATE rate_limit SET points = points + 1 WHERE key = 'role-check:x'`);
      const [row] = await manager.query(`SELECT points FROM rate_limit WHERE key = 'role-check:x'`);
      await manager.query(`DELETE FROM rate_limit WHERE key = 'role-check:x'`);
      return row.points as number;
    });
    expect(points).toBe(2);
  });

  it('sweeps the rows whose window has passed and keeps the others', async () => {
    const store = postgresLimitStore(db(), (key) => key, createLogger('silent'));
    try {
      const minute = new RateLimiter(store, 'sweep-check', 10, 60_000);
      await minute.take('early');
      clock.advance(30_000);
      await minute.take('later');
      clock.advance(30_000);
      expect(await store.sweepExpired()).toBeGreaterThanOrEqual(1);
      const left = await db().query(`SELECT key FROM rate_limit WHERE key LIKE 'sweep-check:%' ORDER BY key`);
      expect(left).toEqual([{ key: 'sweep-check:later' }]);
    } finally {
      await store.close();
    }
  });
});

describe('in Redis', () => {
  const replicas = replicasForBlock(() => ({ REDIS_URL: redis.url }));

  it("counts in Redis under the install's database name, and not in the table", async () => {
    const { a, b } = replicas;
    await verify(a, '198.51.100.60');
    await verify(b, '198.51.100.60');
    // Two wrong passwords of one account, one on each replica: one slowdown run of two failures.
    await signIn(a, 'nobody-here@example.com', 'wrong-guess-xyz', '192.0.2.61');
    await signIn(b, 'nobody-here@example.com', 'wrong-guess-xyz', '192.0.2.62');
    const client = new Redis(redis.url);
    try {
      const database = a.database.db.driver.database;
      const keys = await client.keys('*');
      const named = (limit: string) => keys.filter((key) => new RegExp(`^barangay-portal:rate-limit:${database}:${limit}:[A-Za-z0-9_-]{43}$`).test(key));
      expect(named('verify-lookup')).toHaveLength(1);
      expect(await client.get(named('verify-lookup')[0])).toBe('2');
      expect(named('auth-slowdown')).toHaveLength(1);
      expect(await client.get(named('auth-slowdown')[0])).toBe('2');
      // The run's window restarts at each failure and lasts AUTH_SLOWDOWN_RESET_MINUTES (15).
      expect(await client.pttl(named('auth-slowdown')[0])).toBeGreaterThan(14 * 60_000);
    } finally {
      client.disconnect();
    }
    expect(await a.database.db.query(`SELECT key FROM rate_limit`)).toEqual([]);
  });

  // Last in the file: it stops the file's Redis.
  it('keeps answering sign-ins and look-ups when Redis stops, counting in each replica\'s memory meanwhile, never a 500', async () => {
    const { a, b } = replicas;
    const resident = await residentSession(a);
    await redis.stop();

    expect((await signIn(b, resident.email, RESIDENT_PASSWORD, '203.0.113.70')).status).toBe(200);
    expect((await verify(b, '198.51.100.70')).status).toBe(404);
    // The limits still hold, each replica counting on its own until Redis is back.
    const attacker = '192.0.2.70';
    for (let failure = 0; failure < 4; failure += 1) expect((await signIn(a, resident.email, 'wrong-guess-xyz', attacker)).status).toBe(401);
    expectSignInRefused(await signIn(a, resident.email, RESIDENT_PASSWORD, attacker), 61);
    expect((await signIn(b, resident.email, RESIDENT_PASSWORD, attacker)).status).toBe(200);
  });
});

