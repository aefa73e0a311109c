import { createLogger } from '../../server/src/common/logger';
import { registerInput, registrationPayload } from '../utils/fixtures';
import { testServerForFile } from '../utils/test-server';

// Registration answers "A user with that email already exists." as the spec has it, which tells whether an e-mail has an
// account. Those answers are counted per client address (AUTH_TAKEN_EMAILS_PER_ADDRESS an hour) and logged with the
// e-mail masked: past the limit the address registers nothing more until the hour passes. Each test calls from its own
// address (the server trusts X-Forwarded-For from loopback).
const LIMIT = 3;
const lines: string[] = [];
const server = testServerForFile({ AUTH_TAKEN_EMAILS_PER_ADDRESS: String(LIMIT) }, createLogger('info', { write: (line: string) => void lines.push(line) }));

type LogLine = Record<string, unknown>;
const events = (event: string, clientAddress: string): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine)
  .filter((line) => line.event === event && line.clientAddress === clientAddress);

async function register(address: string, body: unknown, path = '/api/auth/user/'): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

const TAKEN = 'A user with that email already exists.';
const TOO_MANY = /^Too many registrations from your network used e-mail addresses that already have an account\. Please try again in \d+ seconds\.$/;

it('answers the spec\'s "already exists" up to the limit, then refuses every registration from that address with a 429 that says why', async () => {
  const victim = registrationPayload({ email: 'victoria.santos@example.com' });
  expect((await register('198.51.100.20', victim)).status).toBe(201);

  const prober = '192.0.2.20';
  for (let answer = 0; answer < LIMIT; answer += 1) {
    const taken = await register(prober, registrationPayload({ email: answer % 2 ? 'VICTORIA.SANTOS@example.com' : victim.email }));
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 400, body: { email: [TAKEN] } });
  }
  // Even an e-mail nobody has is refused now, so the answers stop telling anything.
  const refused = await register(prober, registrationPayload());
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.body).toEqual({ detail: expect.stringMatching(TOO_MANY) });
  const graphql = await register(prober, { query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }', variables: { input: registerInput() } }, '/graphql');
  expect(graphql.body.errors[0]).toMatchObject({
    message: expect.stringMatching(TOO_MANY), extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_TAKEN_EMAILS', retryAfterSeconds: expect.any(Number) },
  });

  // Another address registers as before.
  expect((await register('192.0.2.21', registrationPayload())).status).toBe(201);
});

it('logs each "already exists" answer and the refusal as security events, never with the e-mail in clear', async () => {
  const email = 'pedro.penduko@example.com';
  expect((await register('198.51.100.30', registrationPayload({ email }))).status).toBe(201);
  const prober = '192.0.2.30';
  for (let answer = 0; answer <= LIMIT; answer += 1) await register(prober, registrationPayload({ email }));

  expect(events('auth.register.email_taken', prober)).toEqual(Array.from({ length: LIMIT }, () => expect.objectContaining({
    level: 40, email: 'p***@example.com', clientAddress: prober,
  })));
  expect(events('auth.throttled', prober)).toEqual([expect.objectContaining({ limit: 'taken-email', clientAddress: prober, retryAfterSeconds: expect.any(Number) })]);
  expect(lines.filter((line) => line.toLowerCase().includes(email))).toEqual([]);
});
