import type { Client } from 'graphql-ws';
import { adminForFile, residentSession } from '../utils/accounts';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { subscriptionClient } from '../utils/subscriptions';
import { TestServer, testServerForFile } from '../utils/test-server';

// How the portal answers, seen from outside over real HTTP and WebSocket: nothing personal is kept by a cache,
// every error is JSON, the playground page exists only with the playground, and the subscription socket keeps
// HTTP's production rules and its own limits.
const server = testServerForFile();
const production = testServerForFile({ NODE_ENV: 'production', GRAPHQL_PLAYGROUND: '', PUBLIC_URL: 'https://portal.example.gov.ph' });
const admin = adminForFile(server);

function request(target: TestServer, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${target.url}${path}`, { redirect: 'manual', ...init });
}

describe('Cache-Control', () => {
  it('tells every cache to keep no copy of API and GraphQL answers with tokens or personal data', async () => {
    const resident = await residentSession(server);
    const json = (body: unknown, token?: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
    const answers: Array<[string, Response]> = [
      ['token', await request(server, '/api/auth/token/', json({ email: resident.email, password: 'kalayaan-1898' }))],
      ['refresh', await request(server, '/api/auth/token/refresh/', json({ refresh: resident.refresh }))],
      ['user/me', await request(server, '/api/auth/user/me/', bearer(resident.access))],
      ['user list', await request(server, '/api/auth/user/', bearer(admin.access))],
      ['document requests', await request(server, '/api/document-requests/', bearer(resident.access))],
      ['refused', await request(server, '/api/auth/user/me/')],
      ['unknown', await request(server, '/api/nope/')],
      ['graphql', await request(server, '/graphql', json({ query: '{ me { email } }' }, resident.access))],
      ['logout', await request(server, '/api/auth/logout/', json({ refresh: resident.refresh }, resident.access))],
    ];
    for (const [name, response] of answers) {
      expect({ name, status: response.status < 500, cacheControl: response.headers.get('cache-control') })
        .toEqual({ name, status: true, cacheControl: 'no-store' });
    }
  });
});

describe('errors are JSON', () => {
  const notFound = { detail: 'Not found.' };

  it('answers an unknown API address with a DRF 404, to GET and to HEAD', async () => {
    const get = await request(server, '/api/nope/');
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual(notFound);
    const head = await request(server, '/api/nope/', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers JSON 404 to whatever asks for a missing file or not for a page, and keeps the client page for browsers', async () => {
    for (const [path, init] of [
      ['/nope', { method: 'HEAD' }],
      ['/nope', { headers: { accept: 'application/json' } }],
      ['/nope', { method: 'POST' }],
      ['/assets/missing.js', { headers: { accept: 'text/html' } }],
      ['/assets/missing.js', {}],
      ['/media/missing.png', {}],
    ] as Array<[string, RequestInit]>) {
      const response = await request(server, path, init);
      expect({ path, method: init.method ?? 'GET', status: response.status, type: response.headers.get('content-type') })
        .toEqual({ path, method: init.method ?? 'GET', status: 404, type: expect.stringMatching(/^application\/json/) });
      if (init.method !== 'HEAD') expect(await response.json()).toEqual(notFound);
    }

    // A browser opening an unknown address still gets the client, whose router shows the not-found page.
    const page = await request(server, '/nope', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers a malformed address with JSON 400 and a method an address does not take with JSON 405', async () => {
    for (const path of ['/%E0%A4%A', '/media/%E0%A4%A', '/api/document-requests/%E0%A4%A/']) {
      const malformed = await request(server, path, { headers: { accept: 'text/html' } });
      expect({ path, status: malformed.status }).toEqual({ path, status: expect.any(Number) });
      expect(malformed.status).toBeGreaterThanOrEqual(400);
      expect(malformed.status).toBeLessThan(500);
      expect(await malformed.json()).toEqual({ detail: expect.any(String) });
    }

    const put = await request(server, '/healthz', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    expect(await put.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
    expect((await request(server, '/healthz', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('the GraphiQL page', () => {
  it('is served only while the playground is on, however its address is spelled', async () => {
    const on = await request(server, '/graphiql.html');
    expect(on.status).toBe(200);
    expect(on.headers.get('content-type')).toMatch(/^text\/html/);

    for (const path of ['/graphiql.html', '/%67raphiql.html', '/assets/../graphiql.html']) {
      const off = await request(production, path, { headers: { accept: 'text/html' } });
      expect({ path, status: off.status }).toEqual({ path, status: 404 });
      expect(await off.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the subscription socket', () => {
  const clients: Client[] = [];
  const track = (client: Client): Client => {
    clients.push(client);
    return client;
  };

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });

  /** The first thing an operation over the socket answers: its data, its errors, or how it failed. */
  function outcome(client: Client, query: string): Promise<unknown> {
    return new Promise((resolve) => {
      client.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('completed') });
    });
  }

  it('keeps production rules: no introspection, no field suggestions, the token limit without naming it', async () => {
    const resident = await residentSession(production);
    const client = track(subscriptionClient(production, resident.access));

    expect(JSON.stringify(await outcome(client, '{ __schema { types { name } } }'))).toMatch(/introspection/i);
    const typo = JSON.stringify(await outcome(client, 'subscription { notificationAddd { id } }'));
    expect(typo).toMatch(/Cannot query field/);
    expect(typo).not.toMatch(/did you mean|notificationAdded/i);
    const tokens = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    const refusal = JSON.stringify(await outcome(client, tokens));
    expect(refusal).toMatch(/Query is too large\./);
    expect(refusal).toMatch(/GRAPHQL_PARSE_FAILED/);
    expect(refusal).not.toMatch(/2000/);
  });

  it('holds the token limit outside production too, naming it, and still allows introspection with the playground', async () => {
    const resident = await residentSession(server);
    const client = track(subscriptionClient(server, resident.access));
    const tokens = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    expect(JSON.stringify(await outcome(client, tokens))).toMatch(/token limit of 2000/i);
    expect(await outcome(client, '{ __schema { queryType { name } } }')).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses an eleventh subscription on one connection with a clear error', async () => {
    const resident = await residentSession(server);
    const client = track(subscriptionClient(server, resident.access));
    const live = () => server.portal.services.notifications.liveSubscriptions(resident.id);
    for (let index = 0; index < 10; index += 1) {
      client.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    }
    await eventually(() => live() >= 10, POLL_LIMIT_MS, 'ten subscriptions to start');
    expect(live()).toBe(10);

    const eleventh = await outcome(client, 'subscription { notificationAdded { id } }');
    expect(eleventh).toEqual([expect.objectContaining({
      message: 'Too many subscriptions: a connection may hold 10 at once.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    })]);
    expect(live()).toBe(10);
  });

  it("refuses an account's sixth connection at connection_init with a clear reason, and takes it once one closes", async () => {
    const resident = await residentSession(server);
    const connected = (client: Client) => new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const firstFive = Array.from({ length: 5 }, () => track(subscriptionClient(server, resident.access)));
    await Promise.all(firstFive.map(connected));

    const sixth = track(subscriptionClient(server, resident.access));
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => sixth.on('closed', (event) => resolve(event as { code: number; reason: string })));
    expect(closed).toEqual(expect.objectContaining({
      code: 4429,
      reason: 'Too many connections: an account may hold 5 at once. Close another tab and reload.',
    }));

    // Another account is not affected by this one's tabs.
    const other = await residentSession(server);
    await connected(track(subscriptionClient(server, other.access)));

    await firstFive[0].dispose();
    // The server counts the closed connection down once its close arrives: retry until a new one is accepted.
    const deadline = performance.now() + POLL_LIMIT_MS;
    for (;;) {
      const retry = track(subscriptionClient(server, resident.access));
      const result = await Promise.race([
        connected(retry).then(() => 'connected'),
        new Promise<string>((resolve) => retry.on('closed', () => resolve('closed'))),
      ]);
      if (result === 'connected') break;
      if (performance.now() > deadline) throw new Error('a closed connection was never counted down');
    }
  });
});
