import { createLogger } from '../../server/src/common/logger';
import { registrationPayload } from '../utils/fixtures';
import { testServerForFile, TEST_ADMIN } from '../utils/test-server';

// Everything the server logs at its most verbose level, through the journeys that touch credentials,
// including an unexpected database failure (whose error object carries the statement's parameters).
const lines: string[] = [];
const server = testServerForFile({}, createLogger('trace', { write: (line: string) => void lines.push(line) }));

it('never writes a password, password hash, token or personal detail of a failed query to the log', async () => {
  const payload = registrationPayload({ email: 'secret.keeper@example.com', password: 'never-log-me-2026' });
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(400);
  const login = await server.rest('POST', '/auth/token/', { email: payload.email, password: payload.password });
  await server.rest('POST', '/auth/token/', { email: payload.email, password: 'wrong-password-xyz' });
  const refreshed = await server.rest('POST', '/auth/token/refresh/', { refresh: login.body.refresh });
  await server.rest('POST', '/auth/token/refresh/', { refresh: login.body.refresh });
  await server.rest('GET', '/auth/user/me/', undefined, `${login.body.access}x`);
  const admin = await server.rest('POST', '/auth/token/', TEST_ADMIN);

  // An unexpected failure: the database refuses the insert for a reason the service does not expect.
  await server.database.db.query(`ALTER TABLE "user" ADD CONSTRAINT test_refuses_boom CHECK (nickname <> 'Boom')`);
  const failing = registrationPayload({ email: 'boom@example.com', nickname: 'Boom', password: 'also-never-logged-1' });
  const failed = await server.rest('POST', '/auth/user/', failing);
  expect(failed.status).toBe(500);
  expect(failed.body).toEqual({ detail: 'Internal server error' });
  const gqlFailed = await server.graphql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
    input: { email: 'boom2@example.com', password: 'also-never-logged-2', nickname: 'Boom', firstName: 'B', middleName: 'O',
      lastName: 'M', gender: 'MALE', birthdate: '1990-01-01', birthPlace: 'X', contactNumber: '1', civilStatus: 'SINGLE',
      isEmployed: true, isVoter: true, religion: 'R', address: 'A' },
  });
  expect(gqlFailed.errors![0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  expect(JSON.stringify(gqlFailed)).not.toMatch(/stack|QueryFailedError|test_refuses_boom/);

  const log = lines.join('');
  expect(log).toContain('unexpected'); // the failures were logged, so the checks below are not vacuous
  const [{ password: hash }] = await server.database.db.query(`SELECT password FROM "user" WHERE email = $1`, [payload.email]);
  for (const secret of [payload.password, 'wrong-password-xyz', 'also-never-logged-1', 'also-never-logged-2', hash, '$argon2id',
    login.body.access, login.body.refresh, refreshed.body.access, refreshed.body.refresh, admin.body.access, TEST_ADMIN.password,
    'boom@example.com', 'boom2@example.com']) {
    expect(log).not.toContain(String(secret));
  }
});
