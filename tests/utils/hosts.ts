import { type IncomingHttpHeaders, request } from 'node:http';
import type { Session } from './accounts';
import { registrationPayload, RESIDENT_PASSWORD } from './fixtures';
import type { TestServer } from './test-server';

export interface HostAnswer {
  status: number;
  /** The answer's text; `json` reads it. */
  body: string;
  headers: IncomingHttpHeaders;
  json<T = any>(): T;
}

/** A body as sent: JSON, or a multipart form (uploads) encoded with its boundary. */
async function encoded(body: unknown): Promise<{ bytes: Buffer; type: string } | undefined> {
  if (body === undefined) return undefined;
  if (!(body instanceof FormData)) return { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
  const form = new Response(body);
  return { bytes: Buffer.from(await form.arrayBuffer()), type: form.headers.get('content-type')! };
}

/** One request to the test server as if it came for `host` (fetch may not set Host); `body` is JSON or a FormData. */
export async function requestAt(
  server: TestServer, host: string, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HostAnswer> {
  const { port } = new URL(server.url);
  const body = await encoded(options.body);
  return await new Promise((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1', port, path, method: options.method ?? 'GET',
      headers: { host, ...(body && { 'content-type': body.type }), ...options.headers },
    }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => { text += chunk; });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text, headers: incoming.headers, json: () => JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body?.bytes);
  });
}

/** A GraphQL operation sent to `host`, as `token`'s holder. */
export async function graphqlAt<T = Record<string, any>>(
  server: TestServer, host: string, query: string, variables: Record<string, unknown> = {}, token?: string,
): Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return (await requestAt(server, host, '/graphql', { method: 'POST', body: { query, variables }, headers })).json();
}

/** A second barangay served at `host` beside the default one (served at `defaultHost`); returns its id. */
export async function addBarangay(server: TestServer, names: { name: string; prefix: string; host: string; defaultHost: string }): Promise<number> {
  const db = server.database.db;
  const [barangay] = await db.query('INSERT INTO barangay (name, reference_prefix) VALUES ($1, $2) RETURNING id', [names.name, names.prefix]);
  await db.query('INSERT INTO barangay_host (host, barangay_id) VALUES ($1, 1), ($2, $3)', [names.defaultHost, names.host, barangay.id]);
  server.portal.services.barangays.forget();
  return barangay.id;
}

/**
 * A resident registered and signed in at `host` (so of the barangay served there); `verified` approves the ID
 * in the database before signing in, as `residentSession` does.
 */
export async function residentAt(
  server: TestServer, host: string, options: { verified?: boolean; overrides?: Record<string, unknown> } = {},
): Promise<Session> {
  const payload = registrationPayload(options.overrides);
  const registered = await requestAt(server, host, '/api/auth/user/', { method: 'POST', body: payload });
  if (registered.status !== 201) throw new Error(`registration at ${host} failed with ${registered.status}: ${registered.body}`);
  if (options.verified) {
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [payload.email]);
  }
  return await signInAt(server, host, String(payload.email), String(payload.password));
}

/** A staff member of the barangay served at `host` (its Punong Barangay: every permission), signed in there. */
export async function staffAt(server: TestServer, host: string): Promise<Session> {
  const resident = await residentAt(server, host);
  // Made staff in the database: the trigger gives the account its own barangay's Punong Barangay role.
  await server.database.db.query(`UPDATE "user" SET user_type = 'admin' WHERE id = $1`, [resident.id]);
  return await signInAt(server, host, resident.email, RESIDENT_PASSWORD);
}

/** An account signed in at `host` with its e-mail and password. */
export async function signInAt(server: TestServer, host: string, email: string, password: string): Promise<Session> {
  const answer = await requestAt(server, host, '/api/auth/token/', { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} at ${host} failed with ${answer.status}`);
  const [{ id }] = await server.database.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
  const { access, refresh } = answer.json<{ access: string; refresh: string }>();
  return { access, refresh, id, email };
}
