import { hashPassword } from '../../server/src/identity/passwords';
import { residentSession } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { testServerForFile, TEST_ADMIN } from '../utils/test-server';
import { passwordStep, totpCode } from '../utils/two-factor';

// ADMIN_MFA=required (the default in production): an administrator's right password opens no session
// until two-factor sign-in is set up, and then only with a code. Residents still choose for themselves.
const server = testServerForFile({ ADMIN_MFA: 'required' });
// Two-factor codes belong to 30-second steps: the clock stands still (tests/utils/clock.ts), so a step never
// ends between computing a code and the portal checking it, however loaded the machine.
stoppedClock();

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { access refresh isResident email mfaRequired mfaEnrolmentRequired mfaToken }
}`;
const START = 'mutation Start($mfaToken: String) { startTwoFactorEnrolment(mfaToken: $mfaToken) { otpauthUri qrCodeDataUrl secret } }';
const CONFIRM = `mutation Confirm($input: ConfirmTwoFactorInput!) {
  confirmTwoFactorEnrolment(input: $input) { recoveryCodes session { access refresh isResident email } }
}`;

/** A second administrator, as another barangay official would be set up. */
async function anotherAdministrator(): Promise<{ email: string; password: string }> {
  const account = { email: `kagawad${Math.floor(Math.random() * 1e9)}@test.local`, password: 'kagawad-pass-456' };
  await server.database.db.query(
    `INSERT INTO "user" (email, password, nickname, first_name, last_name, user_type, id_verification_status)
     VALUES ($1, $2, 'Kagawad', 'Ana', 'Reyes', 'admin', 'approved')`,
    [account.email, await hashPassword(account.password)],
  );
  return account;
}

/** Every door a session opens, tried with `token`: each must answer 401 / UNAUTHENTICATED. */
async function expectNoSession(token: string): Promise<void> {
  for (const [method, path] of [['GET', '/auth/user/me/'], ['GET', '/auth/user/'], ['GET', '/auth/mfa/'], ['DELETE', '/announcements/1/'],
    ['PATCH', '/auth/user/me/'], ['POST', '/auth/mfa/recovery-codes/']] as const) {
    const answer = await server.rest(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, token);
    expect({ method, path, status: answer.status }).toEqual({ method, path, status: 401 });
  }
  for (const query of ['{ me { id } }', '{ auditLog { total } }', '{ twoFactorStatus { enabled } }', '{ residents { total } }']) {
    expect({ query, code: (await server.graphql(query, {}, token)).errors?.[0].extensions?.code }).toEqual({ query, code: 'UNAUTHENTICATED' });
  }
  expect((await server.rest('POST', '/auth/token/refresh/', { refresh: token })).status).toBe(401);
}

describe('an administrator without two-factor sign-in', () => {
  it('REST: gets no session but an enrolment challenge that only enrols; the confirmed enrolment answers the recovery codes and the session', async () => {
    const login = await server.rest('POST', '/auth/token/', TEST_ADMIN);
    expect(login).toEqual({
      status: 200,
      body: { mfa_required: true, mfa_enrolment_required: true, mfa_token: expect.any(String), email: TEST_ADMIN.email },
    });
    const challenge: string = login.body.mfa_token;
    await expectNoSession(challenge);
    // Nor is it a sign-in challenge: no code opens a session with it.
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: '123456' })).status).toBe(401);

    const started = await server.rest('POST', '/auth/mfa/enrol/', { mfa_token: challenge });
    expect(started.status).toBe(200);
    const { secret } = started.body;
    const wrong = await server.rest('POST', '/auth/mfa/enrol/confirm/', { mfa_token: challenge, code: 'abcdef' });
    expect(wrong).toEqual({ status: 400, body: { code: ['The code is not correct.'] } });
    const confirmed = await server.rest('POST', '/auth/mfa/enrol/confirm/', { mfa_token: challenge, code: totpCode(secret, -1) });
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body)).toEqual(['recovery_codes', 'access', 'refresh', 'is_resident', 'is_verified', 'email']);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(confirmed.body.is_resident).toBe(false);
    expect((await server.rest('GET', '/auth/user/', undefined, confirmed.body.access)).status).toBe(200);
    expect((await server.rest('GET', '/auth/mfa/', undefined, confirmed.body.access)).body)
      .toEqual({ enabled: true, required: true, recovery_codes_left: 10 });

    // Its work done, the enrolment challenge opens nothing more: not another enrolment either.
    expect((await server.rest('POST', '/auth/mfa/enrol/', { mfa_token: challenge })).status).toBe(401);
    expect((await server.rest('POST', '/auth/mfa/enrol/confirm/', { mfa_token: challenge, code: totpCode(secret) })).status).toBe(401);

    // From now on: the password, then a code.
    const next = await passwordStep(server, TEST_ADMIN.email, TEST_ADMIN.password);
    await expectNoSession(next);
    // A sign-in challenge is for the code step only: it cannot set up another authenticator.
    expect((await server.rest('POST', '/auth/mfa/enrol/', { mfa_token: next })).status).toBe(401);
    const session = await server.rest('POST', '/auth/token/mfa/', { mfa_token: next, code: totpCode(secret) });
    expect(session.status).toBe(200);
    expect((await server.rest('GET', '/auth/user/', undefined, session.body.access)).status).toBe(200);

    // Required means it stays on.
    const off = await server.rest('POST', '/auth/mfa/disable/', { current_password: TEST_ADMIN.password, code: totpCode(secret, 1) }, session.body.access);
    expect(off).toEqual({ status: 403, body: { detail: 'Two-factor sign-in is required for administrators: it cannot be turned off.' } });
  });

  it('GraphQL: login answers mfaEnrolmentRequired; the challenge enrols and the confirmation carries the session', async () => {
    const admin = await anotherAdministrator();
    const login = await server.graphql<{ login: Record<string, unknown> }>(LOGIN, { input: admin });
    expect(login.data!.login).toEqual({
      access: null, refresh: null, isResident: null, email: admin.email, mfaRequired: true, mfaEnrolmentRequired: true, mfaToken: expect.any(String),
    });
    const mfaToken = String(login.data!.login.mfaToken);
    await expectNoSession(mfaToken);

    const started = await server.graphql<{ startTwoFactorEnrolment: { secret: string } }>(START, { mfaToken });
    expect(started.errors).toBeUndefined();
    const { secret } = started.data!.startTwoFactorEnrolment;
    const confirmed = await server.graphql<{ confirmTwoFactorEnrolment: { recoveryCodes: string[]; session: { access: string; isResident: boolean } } }>(
      CONFIRM, { input: { mfaToken, code: totpCode(secret) } });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmTwoFactorEnrolment.recoveryCodes).toHaveLength(10);
    expect(confirmed.data!.confirmTwoFactorEnrolment.session.isResident).toBe(false);
    const registry = await server.graphql('{ residents { total } }', {}, confirmed.data!.confirmTwoFactorEnrolment.session.access);
    expect(registry.errors).toBeUndefined();
  });

  it('cannot enrol with a forged challenge, nor with none', async () => {
    const admin = await anotherAdministrator();
    const challenge = (await server.rest('POST', '/auth/token/', admin)).body.mfa_token as string;
    const [header, payload] = challenge.split('.');
    for (const mfaToken of [`${header}.${payload}.AAAA`, 'garbage']) {
      expect(await server.rest('POST', '/auth/mfa/enrol/', { mfa_token: mfaToken }))
        .toEqual({ status: 401, body: { detail: 'This sign-in has expired. Please sign in again.' } });
    }
    expect((await server.rest('POST', '/auth/mfa/enrol/', {})).status).toBe(401);
    expect((await server.graphql(START, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('a wrong password is still just a wrong password', async () => {
    const answer = await server.rest('POST', '/auth/token/', { email: TEST_ADMIN.email, password: 'not-the-password' });
    expect(answer).toEqual({ status: 401, body: { detail: 'No active account found with the given credentials' } });
  });
});

describe('residents', () => {
  it('sign in with the password alone unless they turned two-factor on themselves', async () => {
    const resident = await residentSession(server);
    const answer = await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(Object.keys(answer.body)).toEqual(['access', 'refresh', 'is_resident', 'is_verified', 'email']);
    expect((await server.rest('GET', '/auth/mfa/', undefined, resident.access)).body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
  });
});
