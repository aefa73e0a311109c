import { print, type DocumentNode } from 'graphql';
import * as clientOperations from '../../client/src/gql/graphql';
import { COMMON_PASSWORD_MESSAGE } from '../../server/src/auth/common-passwords';
import { loginAdmin, residentSession, Session } from '../utils/accounts';
import { registerInput, registrationPayload } from '../utils/fixtures';
import { samplePdf } from '../utils/sample-files';
import { subscriptionClient } from '../utils/subscriptions';
import { startTestServer, TestServer } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

// The hardening issue's security controls, each observed from outside, over HTTP, on a real database.
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://partner.example.org' });
  admin = await loginAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

/** A request as if it came from `address` (the app trusts X-Forwarded-For from its loopback proxy only). */
async function post(target: TestServer, path: string, body: unknown, address: string): Promise<Response> {
  return await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

describe('common passwords', () => {
  it.each(['password', 'Password1', 'iloveyou', 'qwertyuiop', 'sunshine'])('refuses %s at registration, on REST and GraphQL', async (password) => {
    const rest = await server.rest('POST', '/auth/user/', registrationPayload({ password }));
    expect(rest).toEqual({ status: 400, body: { password: [COMMON_PASSWORD_MESSAGE] } });

    const gql = await server.graphql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', { input: registerInput({ password }) });
    expect(gql.errors?.[0].extensions?.fields).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    const [{ count }] = await server.database.db.query(`SELECT count(*)::int AS count FROM "user" WHERE user_type = 'resident'`);
    expect(count).toBe(0);
  });

  it('refuses a common password as a new profile password, and keeps the old one', async () => {
    const resident = await residentSession(server);
    const profile = { address: 'Purok 2', contact_number: '09170000000', civil_status: 'single', is_voter: true, is_employed: false };
    const changed = await server.rest('PATCH', '/auth/user/me/', { ...profile, password: 'football', current_password: 'kalayaan-1898' }, resident.access);
    expect(changed).toEqual({ status: 400, body: { password: [COMMON_PASSWORD_MESSAGE] } });
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: 'kalayaan-1898' })).status).toBe(200);
  });
});

describe('login and registration rate limits', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ AUTH_RATE_LIMIT_PER_ADDRESS: '5', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once an address used up its minute, on REST and GraphQL, and counts each address apart', async () => {
    const address = '198.51.100.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(limited, '/api/auth/token/', { email: `nobody${attempt}@example.com`, password: 'wrong-password' }, address)).status).toBe(401);
    }
    const refused = await post(limited, '/api/auth/token/', { email: 'someone@example.com', password: 'wrong-password' }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ detail: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });

    const gql = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: 'mutation { login(input: { email: "x@example.com", password: "wrong-password" }) { access } }' }),
    });
    const body = await gql.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });

    // Registration counts against the same address.
    expect((await post(limited, '/api/auth/user/', registrationPayload(), address)).status).toBe(429);
    // Another address is not affected.
    expect((await post(limited, '/api/auth/user/', registrationPayload(), '198.51.100.11')).status).toBe(201);
  });

  it("locks an account only for the address its failures came from: the resident's own phone still gets in", async () => {
    const payload = registrationPayload();
    expect((await post(limited, '/api/auth/user/', payload, '203.0.113.1')).status).toBe(201);
    const attacker = '192.0.2.66';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(limited, '/api/auth/token/', { email: payload.email, password: `guess-${attempt}-xyz` }, attacker)).status).toBe(401);
    }
    // Even the right password is refused from the attacker's address until the window passes...
    const locked = await post(limited, '/api/auth/token/', { email: payload.email, password: payload.password }, attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    // ...while the resident, elsewhere, signs in as usual.
    expect((await post(limited, '/api/auth/token/', { email: payload.email, password: payload.password }, '203.0.113.1')).status).toBe(200);
  });
});

describe('GraphQL limits', () => {
  it('refuses a query deeper than the limit, naming the limit outside production', async () => {
    const nested = `{ ${'documentTypes { items { '.repeat(11)}id${' } }'.repeat(11)} }`;
    const result = await server.graphql(nested, undefined, admin.access);
    expect(result.errors?.map((error) => error.message).join('\n')).toMatch(/depth limit of 10 exceeded/i);
    expect(result.data).toBeUndefined();
  });

  it('refuses too many aliases and too many tokens', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: projects { total }`).join(' ')} }`;
    expect((await server.graphql(aliases)).errors?.[0].message).toMatch(/aliases limit of 15/i);
    const tokens = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    expect((await server.graphql(tokens)).errors?.[0].message).toMatch(/token limit of 2000/i);
  });

  it("never refuses one of the portal client's own operations", async () => {
    const documents = Object.entries(clientOperations).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(40);
    for (const [name, document] of documents) {
      // Sent without variables: the limits are validation rules, checked before variables are read (an operation
      // that needs some then stops there; the few without variables run harmlessly as the administrator).
      const result = await server.graphql(print(document as DocumentNode), undefined, admin.access);
      const refusals = (result.errors ?? []).map((error) => error.message).filter((message) => /limit of|too (many|deep|large|expensive)/i.test(message));
      expect({ name, refusals }).toEqual({ name, refusals: [] });
    }
  });

  it('holds the same limits over the subscription socket', async () => {
    const resident = await residentSession(server);
    const client = subscriptionClient(server, resident.access);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ');
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: `subscription { notificationAdded { ${aliases} } }` }, {
        next: (value) => resolve(value), error: (error) => resolve(error), complete: () => resolve('completed'),
      });
    });
    await client.dispose();
    expect(JSON.stringify(outcome)).toMatch(/aliases limit of 15/i);
  });

  it('answers a batch of operations with a refusal, not with each result', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
  });

  describe('in production', () => {
    let production: TestServer;

    beforeAll(async () => {
      production = await startTestServer({ NODE_ENV: 'production', GRAPHQL_PLAYGROUND: '', PUBLIC_URL: 'https://portal.example.gov.ph' });
    });

    afterAll(async () => {
      await production?.close();
    });

    it('does not name the limits, suggests no field names, and answers no introspection', async () => {
      const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: projects { total }`).join(' ')} }`;
      expect((await production.graphql(aliases)).errors?.[0].message).toMatch(/Query has too many aliases\.$/);
      expect((await production.graphql(aliases)).errors?.[0].message).not.toMatch(/\d/);

      const typo = await production.graphql('{ projectz { total } }');
      expect(typo.errors?.[0].message).not.toMatch(/did you mean/i);
      const typoInDevelopment = await server.graphql('{ projectz { total } }');
      expect(typoInDevelopment.errors?.[0].message).toMatch(/did you mean .*"projects"/i);

      const introspection = await production.graphql('{ __schema { types { name } } }');
      expect(introspection.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect((await server.graphql('{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    });
  });
});

describe('HTTP', () => {
  it('sends security headers, with a Content-Security-Policy allowing only the portal’s own scripts', async () => {
    for (const path of ['/home', '/api/projects/', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("lets the portal's own pages frame a private valid ID, and nothing else be framed", async () => {
    const resident = await residentSession(server);
    const upload = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', { id_verification_status: 'pending' },
      { valid_id: { bytes: samplePdf(), name: 'umid.pdf', type: 'application/pdf' } }, resident.access);
    expect(upload.status).toBe(200);
    const { data } = await server.graphql<{ resident: { validIdUrl: string } }>(
      'query ($id: Int!) { resident(id: $id) { validIdUrl } }', { id: resident.id }, admin.access);
    const file = await fetch(new URL(data!.resident.validIdUrl, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const csp = file.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    // Otherwise the same policy: plugins stay forbidden, scripts only the portal's own.
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(file.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // A page may frame only this origin's answers; the page itself and the API are framed by no one.
    for (const path of ['/resident-list', '/api/projects/', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('serves a client page with no inline script, so the policy holds', async () => {
    const html = await (await fetch(`${server.url}/home`, { headers: { accept: 'text/html' } })).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(content.trim()).toBe('');
    }
  });

  it('lets only the configured origins read answers across sites', async () => {
    const allowed = await fetch(`${server.url}/api/projects/`, { headers: { origin: 'https://partner.example.org' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example.org');
    const other = await fetch(`${server.url}/api/projects/`, { headers: { origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) => fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    const allowedPreflight = await preflight('https://partner.example.org');
    expect(allowedPreflight.status).toBe(204);
    expect(allowedPreflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect((await preflight('https://evil.example.com')).status).toBe(403);
  });

  it('refuses bodies over 1 MB with 413 and a clean JSON answer', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1_100_000), content: 'y' });
    const rest = await fetch(`${server.url}/api/announcements/`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` }, body: big,
    });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ detail: 'The request body is too large.' });
    const gql = await fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_100_000)}` }),
    });
    expect(gql.status).toBe(413);
    expect(await gql.text()).not.toMatch(/at .*\.js:\d+/);
  });
});
