import { registrationPayload } from './fixtures';
import { madeBeforeAll } from './made-before-all';
import { TEST_ADMIN, TestServer } from './test-server';

export interface Session {
  access: string;
  refresh: string;
  id: number;
  email: string;
}

export async function login(server: TestServer, email: string, password: string): Promise<Session> {
  const { status, body } = await server.rest('POST', '/auth/token/', { email, password });
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
  const [{ id }] = await server.database.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
  return { access: body.access, refresh: body.refresh, id, email };
}

export async function loginAdmin(server: TestServer): Promise<Session> {
  return await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
}

/**
 * A registered resident, signed in. `verified` sets the ID as approved directly in the database (the
 * verification flow itself is tested in the residents suite) and signs in after, so the token says so.
 */
export async function residentSession(server: TestServer, options: { verified?: boolean; overrides?: Record<string, unknown> } = {}): Promise<Session> {
  const payload = registrationPayload(options.overrides);
  const { status } = await server.rest('POST', '/auth/user/', payload);
  if (status !== 201) throw new Error(`registration failed with ${status}`);
  if (options.verified) {
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [payload.email]);
  }
  return await login(server, String(payload.email), String(payload.password));
}

/** The administrator, signed in before the test file's first test. */
export function adminForFile(server: TestServer): Session {
  return madeBeforeAll(() => loginAdmin(server));
}

/** A resident (as `residentSession` makes one), registered and signed in before the test file's first test. */
export function residentForFile(server: TestServer, options: Parameters<typeof residentSession>[1] = {}): Session {
  return madeBeforeAll(() => residentSession(server, options));
}
