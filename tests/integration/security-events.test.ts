import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger } from '../../server/src/common/logger';
import { registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { testServerForFile } from '../utils/test-server';

// Every line the server logs, parsed; each test calls from its own address (the server trusts
// X-Forwarded-For from loopback) so its lines can be told apart by `clientAddress`.
const lines: string[] = [];
const server = testServerForFile(
  { AUTH_RATE_LIMIT_PER_ADDRESS: '6', AUTH_RATE_LIMIT_PER_ACCOUNT: '2', AUTH_SLOWDOWN_FREE_FAILURES: '2', VERIFY_RATE_LIMIT: '2' },
  createLogger('info', { write: (line: string) => void lines.push(line) }),
);
/** Passwords, tokens and e-mails the tests used: none may appear in any log line. */
const secrets: string[] = [];

const INFO = 30;
const WARN = 40;

type LogLine = Record<string, unknown>;

function events(event: string, clientAddress?: string): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.event === event && (clientAddress === undefined || line.clientAddress === clientAddress));
}

async function call(method: string, path: string, address: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A registered resident, signed in from `address`. */
async function resident(address: string) {
  const payload = registrationPayload();
  const email = String(payload.email);
  expect((await call('POST', '/api/auth/user/', address, payload)).status).toBe(201);
  const signedIn = await call('POST', '/api/auth/token/', address, { email, password: RESIDENT_PASSWORD });
  expect(signedIn.status).toBe(200);
  const [{ id }] = await server.database.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
  secrets.push(email, signedIn.body.access, signedIn.body.refresh);
  return { email, id: Number(id), access: String(signedIn.body.access), refresh: String(signedIn.body.refresh) };
}

it('logs sign-in success (info) and failure (warn) with the account id, a masked e-mail and the address', async () => {
  const address = '198.51.100.1';
  const account = await resident(address);
  expect(events('auth.login.succeeded', address)).toEqual([
    expect.objectContaining({ level: INFO, accountId: account.id, clientAddress: address }),
  ]);

  secrets.push('wrong-password-one');
  expect((await call('POST', '/api/auth/token/', address, { email: account.email, password: 'wrong-password-one' })).status).toBe(401);
  const unknown = 'nobody.here@example.com';
  secrets.push(unknown);
  expect((await call('POST', '/api/auth/token/', address, { email: unknown, password: 'wrong-password-one' })).status).toBe(401);
  expect(events('auth.login.failed', address)).toEqual([
    expect.objectContaining({ level: WARN, accountId: account.id, email: `${account.email[0]}***@example.com`, clientAddress: address }),
    expect.objectContaining({ level: WARN, accountId: null, email: 'n***@example.com', clientAddress: address }),
  ]);
});

it('logs a refusal by the per-account and the per-address limit', async () => {
  const attacker = '192.0.2.7';
  const victim = await resident('198.51.100.2');
  for (const guess of ['guess-number-1', 'guess-number-2']) {
    secrets.push(guess);
    expect((await call('POST', '/api/auth/token/', attacker, { email: victim.email, password: guess })).status).toBe(401);
  }
  expect((await call('POST', '/api/auth/token/', attacker, { email: victim.email, password: RESIDENT_PASSWORD })).status).toBe(429);
  expect(events('auth.throttled', attacker)).toEqual([expect.objectContaining({
    level: WARN, limit: 'account', email: `${victim.email[0]}***@example.com`, clientAddress: attacker, retryAfterSeconds: expect.any(Number),
  })]);

  const hammering = '192.0.2.8';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    expect((await call('POST', '/api/auth/token/', hammering, { email: `n${attempt}@example.com`, password: 'wrong-password-one' })).status).toBe(401);
  }
  expect((await call('POST', '/api/auth/token/', hammering, { email: 'n6@example.com', password: 'wrong-password-one' })).status).toBe(429);
  expect(events('auth.throttled', hammering)).toEqual([
    expect.objectContaining({ level: WARN, limit: 'address', clientAddress: hammering, retryAfterSeconds: expect.any(Number) }),
  ]);
});

it('logs a refusal by the per-account slowdown with the address the refused attempt came from', async () => {
  const victim = await resident('198.51.100.20');
  for (const address of ['192.0.2.21', '192.0.2.22', '192.0.2.23']) {
    secrets.push(`spread-guess-${address}`);
    expect((await call('POST', '/api/auth/token/', address, { email: victim.email, password: `spread-guess-${address}` })).status).toBe(401);
  }
  expect((await call('POST', '/api/auth/token/', '192.0.2.24', { email: victim.email, password: RESIDENT_PASSWORD })).status).toBe(429);
  expect(events('auth.throttled', '192.0.2.24')).toEqual([expect.objectContaining({
    level: WARN, limit: 'account-slowdown', email: `${victim.email[0]}***@example.com`, clientAddress: '192.0.2.24', retryAfterSeconds: 1,
  })]);
});

it('logs a password change refused for a wrong current password, with the account and the address', async () => {
  const address = '198.51.100.25';
  const account = await resident(address);
  secrets.push('not-my-current-one', 'a-new-one-for-later-2026');
  const refused = await call('PATCH', '/api/auth/user/me/', address, {
    address: 'Purok 5', contact_number: '09998887777', civil_status: 'married', is_voter: false, is_employed: false,
    password: 'a-new-one-for-later-2026', current_password: 'not-my-current-one',
  }, account.access);
  expect(refused.status).toBe(400);
  expect(events('auth.password.change.failed', address)).toEqual([expect.objectContaining({ level: WARN, accountId: account.id, clientAddress: address })]);
});

/** A graphql-ws client opened as if a proxy forwarded it for `address`; resolves with how the socket closed. */
function socketFrom(address: string, token?: string): { client: Client; closed: Promise<number>; connected: Promise<void>; dispose: () => Promise<void> } {
  class ForwardedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': address } });
    }
  }
  const client = createClient({
    url: server.wsUrl, webSocketImpl: ForwardedWebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    client,
    closed: new Promise((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code))),
    connected: new Promise((resolve) => client.on('connected', () => resolve())),
    dispose: async () => await client.dispose(),
  };
}

it('logs subscription refusals: no valid token (4403), one connection too many (4429), one subscription too many', async () => {
  const address = '198.51.100.26';
  const guest = socketFrom(address, 'not-a-token');
  expect(await guest.closed).toBe(4403);
  const account = await resident(address);
  const open = Array.from({ length: 5 }, () => socketFrom(address, account.access));
  await Promise.all(open.map((socket) => socket.connected));
  const sixth = socketFrom(address, account.access);
  expect(await sixth.closed).toBe(4429);
  // The eleventh subscription on one connection is refused (the socket stays open).
  const refusal = new Promise<unknown>((resolve) => {
    for (let i = 0; i < 11; i += 1) {
      open[0].client.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: resolve, error: resolve, complete: () => undefined });
    }
  });
  expect(JSON.stringify(await refusal)).toContain('TOO_MANY_REQUESTS');
  await Promise.all(open.map((socket) => socket.dispose()));
  expect(events('subscription.refused', address)).toEqual([
    expect.objectContaining({ level: WARN, reason: 'unauthenticated', closeCode: 4403, callerId: null, clientAddress: address }),
    expect.objectContaining({ level: WARN, reason: 'too-many-connections', closeCode: 4429, callerId: account.id, clientAddress: address }),
    expect.objectContaining({ level: WARN, reason: 'too-many-subscriptions', closeCode: null, callerId: account.id, clientAddress: address }),
  ]);
  expect(lines.join('')).not.toContain('not-a-token');
});

it('logs certificate look-ups refused by VERIFY_RATE_LIMIT, with the address', async () => {
  const address = '198.51.100.27';
  for (let attempt = 0; attempt < 2; attempt += 1) expect((await call('GET', '/api/verify/NO-SUCH-CODE/', address)).status).toBe(404);
  expect((await call('GET', '/api/verify/NO-SUCH-CODE/', address)).status).toBe(429);
  expect(events('verification.throttled', address)).toEqual([
    expect.objectContaining({ level: WARN, clientAddress: address, retryAfterSeconds: expect.any(Number) }),
  ]);
});

it('logs a reused refresh token with the account and the address that presented it', async () => {
  const account = await resident('198.51.100.3');
  const rotated = await call('POST', '/api/auth/token/refresh/', '198.51.100.3', { refresh: account.refresh });
  expect(rotated.status).toBe(200);
  secrets.push(rotated.body.access, rotated.body.refresh);
  const thief = '203.0.113.9';
  expect((await call('POST', '/api/auth/token/refresh/', thief, { refresh: account.refresh })).status).toBe(401);
  expect(events('auth.refresh.reused')).toEqual([expect.objectContaining({ level: WARN, accountId: account.id, clientAddress: thief })]);
});

it('logs a password change with the account id', async () => {
  const account = await resident('198.51.100.4');
  secrets.push('a-brand-new-pass-2026');
  const changed = await call('PATCH', '/api/auth/user/me/', '198.51.100.4', {
    address: 'Purok 5', contact_number: '09998887777', civil_status: 'married', is_voter: false, is_employed: false,
    password: 'a-brand-new-pass-2026', repeat_password: 'a-brand-new-pass-2026', current_password: RESIDENT_PASSWORD,
  }, account.access);
  expect(changed.status).toBe(200);
  expect(events('auth.password.changed')).toEqual([expect.objectContaining({ level: INFO, accountId: account.id })]);
});

it('logs one line per 401 and 403 refusal on REST, with method, path, status, caller and address', async () => {
  const address = '198.51.100.5';
  const account = await resident(address);
  expect((await call('GET', '/api/auth/user/me/?next=secret-query', address)).status).toBe(401);
  expect((await call('GET', '/api/auth/user/', address, undefined, account.access)).status).toBe(403);
  expect(events('access.refused', address)).toEqual([
    expect.objectContaining({
      level: WARN, api: 'rest', method: 'GET', path: '/api/auth/user/me/', status: 401, code: 'UNAUTHENTICATED', callerId: null, clientAddress: address,
    }),
    expect.objectContaining({
      level: WARN, api: 'rest', method: 'GET', path: '/api/auth/user/', status: 403, code: 'FORBIDDEN', callerId: account.id, clientAddress: address,
    }),
  ]);
  expect(lines.join('')).not.toContain('secret-query');
});

it('logs one line per 401 and 403 refusal on GraphQL, with the operation, code, caller and address', async () => {
  const address = '198.51.100.6';
  const account = await resident(address);
  const anonymous = await call('POST', '/graphql', address, { query: 'query Me { me { id } }' });
  expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const wrongRole = await call('POST', '/graphql', address, { query: 'query OneResident { resident(id: 1) { id } }' }, account.access);
  expect(wrongRole.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(events('access.refused', address)).toEqual([
    expect.objectContaining({
      level: WARN, api: 'graphql', operation: 'Me', field: 'me', status: 401, code: 'UNAUTHENTICATED', callerId: null, clientAddress: address,
    }),
    expect.objectContaining({
      level: WARN, api: 'graphql', operation: 'OneResident', field: 'resident', status: 403, code: 'FORBIDDEN', callerId: account.id, clientAddress: address,
    }),
  ]);
});

it('never writes a password, a token or an e-mail in clear in any line', () => {
  const log = lines.join('');
  expect(events('auth.login.failed').length).toBeGreaterThan(0); // the checks below read real lines
  for (const secret of [RESIDENT_PASSWORD, ...secrets]) {
    expect(log).not.toContain(secret);
  }
});
