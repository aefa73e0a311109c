import { decodeJwt, decodeProtectedHeader } from 'jose';
import { registrationPayload } from '../utils/fixtures';
import { testServerForFile, TEST_ADMIN } from '../utils/test-server';

const server = testServerForFile();

async function registerAndLogin(overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  const registered = await server.rest('POST', '/auth/user/', payload);
  expect(registered.status).toBe(201);
  const login = await server.rest('POST', '/auth/token/', { email: payload.email, password: payload.password });
  expect(login.status).toBe(200);
  return { payload, session: login.body as { access: string; refresh: string } };
}

describe('POST /api/auth/user/ (register)', () => {
  it('creates an unverified resident and never returns the password', async () => {
    const payload = registrationPayload({ email: 'Ana.Reyes@Example.com' });
    const { status, body } = await server.rest('POST', '/auth/user/', payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: 'ana.reyes@example.com',
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      full_name: 'Juan Santos Dela Cruz',
      gender: 'male',
      civil_status: 'single',
      is_employed: true,
      user_type: 'resident',
      id_verification_status: 'unverified',
    });
    expect(typeof body.age).toBe('number');
    expect(JSON.stringify(body)).not.toContain(String(payload.password));
    expect(body).not.toHaveProperty('password');
    const [row] = await server.database.db.query(`SELECT password FROM "user" WHERE email = $1`, ['ana.reyes@example.com']);
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  const requiredFields: Array<[string, string]> = [
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['nickname', 'Nickname is required'],
    ['middle_name', 'Middle Name is required'],
    ['last_name', 'Last Name is required'],
    ['first_name', 'First Name is required'],
    ['gender', 'Gender is required'],
    ['address', 'Address is required'],
    ['birthdate', 'Birthdate is required'],
    ['birth_place', 'Birthplace is required'],
    ['contact_number', 'Contact Number is required'],
    ['civil_status', 'Civil Status is required'],
    ['is_employed', 'Employment Status is required'],
    ['is_voter', 'Voter Status is required'],
    ['religion', 'Religion is required'],
  ];

  it.each(requiredFields)('refuses a registration without %s', async (field, message) => {
    const payload = registrationPayload();
    delete payload[field];
    const { status, body } = await server.rest('POST', '/auth/user/', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ [field]: [message] });
  });

  it.each([
    ['email', 'juan@example', 'Enter a valid email address.'],
    ['email', 'not an email', 'Enter a valid email address.'],
    // A value that was given hears what is wrong with it, not the "… is required" of docs/spec-readings.md#invalid-values.
    ['gender', 'other', 'Gender must be male or female.'],
    ['gender', 'MALE', 'Gender must be male or female.'],
    ['civil_status', 'divorced', 'Civil status must be one of single, married, separated, widowed.'],
    ['civil_status', '', 'Civil Status is required'],
    ['birthdate', '2999-01-01', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.'],
    ['birthdate', '1990-02-30', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.'],
    ['is_voter', 'maybe', 'Voter status must be true or false.'],
    ['first_name', '   ', 'First Name is required'],
    ['password', 'short', 'Password must be at least 8 characters.'],
  ])('refuses %s = %p', async (field, value, message) => {
    const { status, body } = await server.rest('POST', '/auth/user/', registrationPayload({ [field]: value }));
    expect(status).toBe(400);
    expect(body).toEqual({ [field]: [message] });
  });

  it('refuses a second account with the same e-mail in any letter case, as a field error', async () => {
    const first = registrationPayload({ email: 'twice@example.com' });
    expect((await server.rest('POST', '/auth/user/', first)).status).toBe(201);
    const again = await server.rest('POST', '/auth/user/', registrationPayload({ email: 'TWICE@example.com' }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ['A user with that email already exists.'] });
    const [{ count }] = await server.database.db.query(`SELECT count(*)::int AS count FROM "user" WHERE lower(email) = 'twice@example.com'`);
    expect(count).toBe(1);
  });

  it('answers a body that is not JSON with a clean 400', async () => {
    const response = await fetch(`${server.url}/api/auth/user/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/auth/token/ (login)', () => {
  it('answers the tokens and the session flags, with the claims of ARCHITECTURE §4', async () => {
    const { payload, session } = await registerAndLogin();
    const login = await server.rest('POST', '/auth/token/', { email: payload.email, password: payload.password });
    expect(Object.keys(login.body).sort()).toEqual(['access', 'email', 'is_resident', 'is_verified', 'refresh']);
    expect(login.body).toMatchObject({ is_resident: true, is_verified: false, email: payload.email });
    const claims = decodeJwt(session.access);
    expect(claims).toMatchObject({ email: payload.email, is_resident: true, is_verified: false });
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(decodeProtectedHeader(session.access).alg).toBe('HS256');
  });

  it('logs the administrator in as a non-resident', async () => {
    const { status, body } = await server.rest('POST', '/auth/token/', TEST_ADMIN);
    expect(status).toBe(200);
    expect(body).toMatchObject({ is_resident: false, email: TEST_ADMIN.email });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { payload } = await registerAndLogin();
    const wrongPassword = await server.rest('POST', '/auth/token/', { email: payload.email, password: 'not-the-password' });
    const unknownEmail = await server.rest('POST', '/auth/token/', { email: 'nobody@example.com', password: 'whatever-123' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ detail: 'No active account found with the given credentials' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('accepts the e-mail in another letter case', async () => {
    const { payload } = await registerAndLogin({ email: 'case@example.com' });
    const login = await server.rest('POST', '/auth/token/', { email: 'CASE@Example.com', password: payload.password });
    expect(login.status).toBe(200);
  });

  it('requires both fields', async () => {
    const { status, body } = await server.rest('POST', '/auth/token/', { email: '' });
    expect(status).toBe(400);
    expect(body).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
});

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: a new pair each time, and the old refresh token stops working', async () => {
    const { session } = await registerAndLogin();
    const first = await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(session.refresh);
    expect(first.body.access).toEqual(expect.any(String));

    const reused = await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: 'Token is invalid or expired' });
  });

  it('revokes the whole family when a used token is presented again', async () => {
    const { session } = await registerAndLogin();
    const rotated = await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh });
    expect(rotated.status).toBe(200);
    await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh });
    const stolenAfterReuse = await server.rest('POST', '/auth/token/refresh/', { refresh: rotated.body.refresh });
    expect(stolenAfterReuse.status).toBe(401);
  });

  it('refuses a token it never issued, and a missing one', async () => {
    expect((await server.rest('POST', '/auth/token/refresh/', { refresh: 'made-up' })).status).toBe(401);
    const missing = await server.rest('POST', '/auth/token/refresh/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['This field is required.'] });
  });

  it('stops working after logout', async () => {
    const { session } = await registerAndLogin();
    expect((await server.rest('POST', '/auth/logout/', { refresh: session.refresh })).status).toBe(204);
    expect((await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh })).status).toBe(401);
  });
});

describe('GET /api/auth/user/me/ and role checks', () => {
  it("returns the caller's own profile", async () => {
    const { payload, session } = await registerAndLogin();
    const me = await server.rest('GET', '/auth/user/me/', undefined, session.access);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: payload.email, nickname: 'Juan', id_verification_status: 'unverified' });
  });

  it('answers 401 to a guest and to a tampered token', async () => {
    const guest = await server.rest('GET', '/auth/user/me/');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const { session } = await registerAndLogin();
    const [header, , signature] = session.access.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ sub: '1', email: TEST_ADMIN.email, is_resident: false, is_verified: true, exp: 4102444800 })).toString('base64url');
    const forged = await server.rest('GET', '/auth/user/me/', undefined, `${header}.${forgedClaims}.${signature}`);
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ detail: 'Token is invalid or expired' });
  });

  it('lets only administrators list all users', async () => {
    const { session } = await registerAndLogin();
    expect((await server.rest('GET', '/auth/user/')).status).toBe(401);
    const asResident = await server.rest('GET', '/auth/user/', undefined, session.access);
    expect(asResident.status).toBe(403);
    expect(asResident.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    const admin = await server.rest('POST', '/auth/token/', TEST_ADMIN);
    const asAdmin = await server.rest('GET', '/auth/user/', undefined, admin.body.access);
    expect(asAdmin.status).toBe(200);
    expect(Array.isArray(asAdmin.body)).toBe(true);
    expect(asAdmin.body.some((user: { email: string }) => user.email === TEST_ADMIN.email)).toBe(true);
    expect(JSON.stringify(asAdmin.body)).not.toMatch(/argon2/);
  });

  it('answers unknown API paths with a 404 detail', async () => {
    const { status, body } = await server.rest('GET', '/no-such-thing/');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Not found.' });
  });
});
