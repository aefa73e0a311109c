import jsQR from 'jsqr';
import sharp from 'sharp';
import { createLogger } from '../../server/src/common/logger';
import { login, residentSession, Session } from '../utils/accounts';
import { stoppedClock } from '../utils/clock';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { enrolOverRest, passwordStep, totpCode, wrongCodes } from '../utils/two-factor';

// Two-factor sign-in (docs/two-factor.md) on both APIs, with codes computed here from the secret the
// portal hands out at enrolment, as an authenticator app computes them.
const lines: string[] = [];
const server = testServerForFile({}, createLogger('info', { write: (line: string) => void lines.push(line) }));
// Two-factor codes belong to 30-second steps: the clock stands still (tests/utils/clock.ts), so a step never
// ends between computing a code and the portal checking it, however loaded the machine.
stoppedClock();
/** Every secret, code and token the tests saw: none may appear in a log line. */
const secrets: string[] = [];

const STATUS = '{ twoFactorStatus { enabled required recoveryCodesLeft } }';
const START = 'mutation Start($mfaToken: String) { startTwoFactorEnrolment(mfaToken: $mfaToken) { otpauthUri qrCodeDataUrl secret } }';
const CONFIRM = `mutation Confirm($input: ConfirmTwoFactorInput!) {
  confirmTwoFactorEnrolment(input: $input) { recoveryCodes session { access refresh isResident isVerified email } }
}`;
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { access refresh isResident isVerified email mfaRequired mfaEnrolmentRequired mfaToken }
}`;
const SECOND_STEP = `mutation Second($input: TwoFactorLoginInput!) {
  loginWithTwoFactor(input: $input) { access refresh isResident isVerified email }
}`;
const DISABLE = 'mutation Disable($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) }';
const REGENERATE = 'mutation Regenerate($input: RegenerateRecoveryCodesInput!) { regenerateRecoveryCodes(input: $input) }';

async function me(access: string): Promise<number> {
  return (await server.rest('GET', '/auth/user/me/', undefined, access)).status;
}

/** What the QR image shows, read back the way a phone's camera reads it. */
async function qrText(dataUrl: string): Promise<string | undefined> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function stored(userId: number) {
  const [factor] = await server.database.db.query(`SELECT secret, enabled_at, last_used_step FROM user_two_factor WHERE user_id = $1`, [userId]);
  const codes = await server.database.db.query(`SELECT code_hash, used_at FROM user_recovery_code WHERE user_id = $1`, [userId]);
  return { factor, codes: codes as Array<{ code_hash: string; used_at: Date | null }> };
}

describe('enrolment', () => {
  it('REST: a QR image of the otpauth URI and the secret as text; the first code turns it on and answers ten recovery codes, kept only as hashes', async () => {
    const resident = await residentSession(server);
    expect(await server.rest('GET', '/auth/mfa/', undefined, resident.access))
      .toEqual({ status: 200, body: { enabled: false, required: false, recovery_codes_left: 0 } });

    const started = await server.rest('POST', '/auth/mfa/enrol/', {}, resident.access);
    expect(started.status).toBe(200);
    const { secret, otpauth_uri: uri, qr_code: qr } = started.body;
    secrets.push(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Barangay%20San%20Isidro:${encodeURIComponent(resident.email)}?issuer=Barangay%20San%20Isidro&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(await qrText(qr)).toBe(uri);

    // Not on until a code confirms it: the password alone still signs in.
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD })).body.access).toEqual(expect.any(String));
    const wrong = await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: wrongCodes(secret)[0] }, resident.access);
    expect(wrong).toEqual({ status: 400, body: { code: ['The code is not correct.'] } });
    expect(await server.rest('POST', '/auth/mfa/enrol/confirm/', {}, resident.access)).toEqual({ status: 400, body: { code: ['Code is required'] } });

    const confirmed = await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: totpCode(secret) }, resident.access);
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body)).toEqual(['recovery_codes']);
    const codes: string[] = confirmed.body.recovery_codes;
    secrets.push(...codes);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const { factor, codes: rows } = await stored(resident.id);
    expect(factor.enabled_at).toBeInstanceOf(Date);
    expect(rows).toHaveLength(10);
    const everyHash = rows.map((row) => row.code_hash).join(' ');
    for (const code of codes) {
      expect(everyHash).not.toContain(code);
      expect(everyHash).not.toContain(code.replace(/-/g, ''));
    }
    expect(await server.rest('GET', '/auth/mfa/', undefined, resident.access))
      .toEqual({ status: 200, body: { enabled: true, required: false, recovery_codes_left: 10 } });
    // A second authenticator needs the first one turned off.
    expect((await server.rest('POST', '/auth/mfa/enrol/', {}, resident.access)).status).toBe(409);
  });

  it('GraphQL: startTwoFactorEnrolment and confirmTwoFactorEnrolment, with twoFactorStatus following', async () => {
    const resident = await residentSession(server);
    expect((await server.graphql(STATUS, {}, resident.access)).data).toEqual({ twoFactorStatus: { enabled: false, required: false, recoveryCodesLeft: 0 } });
    const started = await server.graphql<{ startTwoFactorEnrolment: { otpauthUri: string; qrCodeDataUrl: string; secret: string } }>(START, {}, resident.access);
    expect(started.errors).toBeUndefined();
    const { secret, otpauthUri, qrCodeDataUrl } = started.data!.startTwoFactorEnrolment;
    secrets.push(secret);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(await qrText(qrCodeDataUrl)).toBe(otpauthUri);

    const wrong = await server.graphql(CONFIRM, { input: { code: 'abc' } }, resident.access);
    expect(wrong.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'MFA_WRONG_CODE', fields: { code: ['The code is not correct.'] } });
    const confirmed = await server.graphql<{ confirmTwoFactorEnrolment: { recoveryCodes: string[]; session: unknown } }>(
      CONFIRM, { input: { code: totpCode(secret) } }, resident.access);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmTwoFactorEnrolment.recoveryCodes).toHaveLength(10);
    expect(confirmed.data!.confirmTwoFactorEnrolment.session).toBeNull();
    secrets.push(...confirmed.data!.confirmTwoFactorEnrolment.recoveryCodes);
    expect((await server.graphql(STATUS, {}, resident.access)).data).toEqual({ twoFactorStatus: { enabled: true, required: false, recoveryCodesLeft: 10 } });
  });

  it('a new start replaces a secret not yet confirmed: the first QR code stops working', async () => {
    const resident = await residentSession(server);
    const first = (await server.rest('POST', '/auth/mfa/enrol/', {}, resident.access)).body.secret;
    const second = (await server.rest('POST', '/auth/mfa/enrol/', {}, resident.access)).body.secret;
    expect(second).not.toBe(first);
    expect((await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: totpCode(first) }, resident.access)).status).toBe(400);
    expect((await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: totpCode(second) }, resident.access)).status).toBe(200);
  });

  it('is for signed-in accounts (or an enrolment challenge) only', async () => {
    expect((await server.rest('POST', '/auth/mfa/enrol/', {})).status).toBe(401);
    expect((await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: '123456' })).status).toBe(401);
    expect((await server.rest('GET', '/auth/mfa/')).status).toBe(401);
    expect((await server.graphql(START, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await server.graphql(STATUS, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: '123456' }, (await residentSession(server)).access)).status).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('REST: the password answers a challenge and no tokens; the code step answers the session', async () => {
    const resident = await residentSession(server);
    const { secret } = await enrolOverRest(server, resident);
    const answer = await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mfa_required: true, mfa_enrolment_required: false, mfa_token: expect.any(String), email: resident.email });
    // The challenge opens nothing by itself.
    expect(await me(answer.body.mfa_token)).toBe(401);

    const session = await server.rest('POST', '/auth/token/mfa/', { mfa_token: answer.body.mfa_token, code: totpCode(secret) });
    expect(session.status).toBe(200);
    expect(Object.keys(session.body)).toEqual(['access', 'refresh', 'is_resident', 'is_verified', 'email']);
    expect(session.body).toMatchObject({ is_resident: true, is_verified: false, email: resident.email });
    expect(await me(session.body.access)).toBe(200);
    expect((await server.rest('POST', '/auth/token/refresh/', { refresh: session.body.refresh })).status).toBe(200);
    secrets.push(answer.body.mfa_token, session.body.access, session.body.refresh);
  });

  it('GraphQL: login answers mfaRequired with a challenge and no tokens; loginWithTwoFactor answers the session', async () => {
    const resident = await residentSession(server);
    const { secret } = await enrolOverRest(server, resident);
    const answer = await server.graphql<{ login: Record<string, unknown> }>(LOGIN, { input: { email: resident.email, password: RESIDENT_PASSWORD } });
    expect(answer.data!.login).toEqual({
      access: null, refresh: null, isResident: null, isVerified: null, email: resident.email,
      mfaRequired: true, mfaEnrolmentRequired: false, mfaToken: expect.any(String),
    });
    const mfaToken = String(answer.data!.login.mfaToken);
    expect((await server.graphql('{ me { id } }', {}, mfaToken)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const session = await server.graphql<{ loginWithTwoFactor: { access: string } }>(SECOND_STEP, { input: { mfaToken, code: totpCode(secret) } });
    expect(session.errors).toBeUndefined();
    expect(session.data!.loginWithTwoFactor).toMatchObject({ isResident: true, email: resident.email, refresh: expect.any(String) });
    expect(await me(session.data!.loginWithTwoFactor.access)).toBe(200);
  });

  it('keeps the login answer exactly as it was for accounts without two-factor, on both APIs', async () => {
    const resident = await residentSession(server);
    const rest = await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(Object.keys(rest.body)).toEqual(['access', 'refresh', 'is_resident', 'is_verified', 'email']);
    const gql = await server.graphql<{ login: Record<string, unknown> }>(LOGIN, { input: { email: resident.email, password: RESIDENT_PASSWORD } });
    expect(gql.data!.login).toMatchObject({ access: expect.any(String), refresh: expect.any(String), mfaRequired: false, mfaToken: null });
  });

  it('refuses a wrong code with a field error, and a code a second time (replay), on both APIs', async () => {
    const resident = await residentSession(server);
    const { secret } = await enrolOverRest(server, resident);
    const challenge = await passwordStep(server, resident.email, RESIDENT_PASSWORD);
    const code = totpCode(secret);
    expect(await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: wrongCodes(secret)[0] }))
      .toEqual({ status: 400, body: { code: ['The code is not correct.'] } });
    expect(await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge }))
      .toEqual({ status: 400, body: { code: ['Code is required'] } });
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code })).status).toBe(200);

    // The same code again, within its 30 seconds: someone who saw it over a shoulder gets nothing.
    const again = await passwordStep(server, resident.email, RESIDENT_PASSWORD);
    expect(await server.rest('POST', '/auth/token/mfa/', { mfa_token: again, code }))
      .toEqual({ status: 400, body: { code: ['This code was already used. Wait for the next one.'] } });
    // An earlier step than the one used is no better.
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: again, code: totpCode(secret, -1) })).status).toBe(400);
    const replayed = await server.graphql(SECOND_STEP, { input: { mfaToken: again, code } });
    expect(replayed.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'MFA_CODE_REUSED', fields: { code: ['This code was already used. Wait for the next one.'] },
    });
    // The next step's code is a new code, and works.
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: again, code: totpCode(secret, 1) })).status).toBe(200);
  });

  it('takes a recovery code in place of the code, once', async () => {
    const resident = await residentSession(server);
    const { recoveryCodes } = await enrolOverRest(server, resident);
    const [first, second] = recoveryCodes;
    const challenge = await passwordStep(server, resident.email, RESIDENT_PASSWORD);
    // As people type them: upper case, spaces for dashes.
    const typed = first.toUpperCase().replace(/-/g, ' ');
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: typed })).status).toBe(200);
    expect(await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: first }))
      .toEqual({ status: 400, body: { code: ['The code is not correct.'] } });
    const gql = await server.graphql<{ loginWithTwoFactor: { access: string } }>(SECOND_STEP, { input: { mfaToken: challenge, code: second } });
    expect(gql.errors).toBeUndefined();
    expect((await server.graphql(SECOND_STEP, { input: { mfaToken: challenge, code: second } })).errors![0].extensions!.reason).toBe('MFA_WRONG_CODE');
    expect((await server.rest('GET', '/auth/mfa/', undefined, gql.data!.loginWithTwoFactor.access)).body.recovery_codes_left).toBe(8);
    const { codes } = await stored(resident.id);
    expect(codes.filter((row) => row.used_at !== null)).toHaveLength(2);
  });

  it('refuses a second step without a valid sign-in challenge (401)', async () => {
    const resident = await residentSession(server);
    const { secret } = await enrolOverRest(server, resident);
    const [header, payload] = (await passwordStep(server, resident.email, RESIDENT_PASSWORD)).split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const mfaToken of [forged, resident.access, 'garbage']) {
      const answer = await server.rest('POST', '/auth/token/mfa/', { mfa_token: mfaToken, code: totpCode(secret) });
      expect(answer).toEqual({ status: 401, body: { detail: 'This sign-in has expired. Please sign in again.' } });
    }
    expect(await server.rest('POST', '/auth/token/mfa/', { code: totpCode(secret) }))
      .toEqual({ status: 400, body: { mfa_token: ['The sign-in challenge is required.'] } });
  });
});

describe('guessing codes', () => {
  const strict = testServerForFile({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });

  it('counts wrong codes as failed sign-ins: past the limit the right code waits too, and the password step does not reset the count', async () => {
    const resident = await residentSession(strict);
    const { secret } = await enrolOverRest(strict, resident);
    const challenge = await passwordStep(strict, resident.email, RESIDENT_PASSWORD);
    const [first, ...others] = wrongCodes(secret, 3);
    expect((await strict.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: first })).status).toBe(400);
    // A right password between the guesses changes nothing: the count is cleared only by a whole sign-in.
    const again = await passwordStep(strict, resident.email, RESIDENT_PASSWORD);
    for (const wrong of others) expect((await strict.rest('POST', '/auth/token/mfa/', { mfa_token: again, code: wrong })).status).toBe(400);

    const refused = await strict.rest('POST', '/auth/token/mfa/', { mfa_token: again, code: totpCode(secret) });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const gql = await strict.graphql(SECOND_STEP, { input: { mfaToken: again, code: totpCode(secret) } });
    expect(gql.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect((await strict.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD })).status).toBe(429);
  });
});

describe('turning it off and new recovery codes', () => {
  it('REST: turning off needs the current password and a code; then the password alone signs in again', async () => {
    const resident = await residentSession(server);
    const { secret } = await enrolOverRest(server, resident);
    const code = totpCode(secret);
    expect(await server.rest('POST', '/auth/mfa/disable/', { current_password: 'not-the-password', code }, resident.access))
      .toEqual({ status: 400, body: { current_password: ['The current password is not correct.'] } });
    expect(await server.rest('POST', '/auth/mfa/disable/', { code }, resident.access))
      .toEqual({ status: 400, body: { current_password: ['Current Password is required'] } });
    expect(await server.rest('POST', '/auth/mfa/disable/', { current_password: RESIDENT_PASSWORD, code: wrongCodes(secret)[0] }, resident.access))
      .toEqual({ status: 400, body: { code: ['The code is not correct.'] } });
    expect((await server.rest('GET', '/auth/mfa/', undefined, resident.access)).body.enabled).toBe(true);

    expect((await server.rest('POST', '/auth/mfa/disable/', { current_password: RESIDENT_PASSWORD, code }, resident.access)).status).toBe(204);
    expect((await server.rest('GET', '/auth/mfa/', undefined, resident.access)).body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(await stored(resident.id)).toEqual({ factor: undefined, codes: [] });
    const plain = await server.rest('POST', '/auth/token/', { email: resident.email, password: RESIDENT_PASSWORD });
    expect(plain.body.access).toEqual(expect.any(String));
    expect((await server.rest('POST', '/auth/mfa/disable/', { current_password: RESIDENT_PASSWORD, code }, resident.access)).status).toBe(409);
  });

  it('GraphQL: new recovery codes replace the old ones; turning off takes a recovery code too', async () => {
    const resident = await residentSession(server);
    const { secret, recoveryCodes: old } = await enrolOverRest(server, resident);
    const regenerated = await server.graphql<{ regenerateRecoveryCodes: string[] }>(REGENERATE, { input: { code: totpCode(secret) } }, resident.access);
    expect(regenerated.errors).toBeUndefined();
    const fresh = regenerated.data!.regenerateRecoveryCodes;
    secrets.push(...fresh);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    const challenge = await passwordStep(server, resident.email, RESIDENT_PASSWORD);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: old[0] })).status).toBe(400);
    expect((await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: fresh[0] })).status).toBe(200);

    const wrongPassword = await server.graphql(DISABLE, { input: { currentPassword: 'kalayaan-1899', code: fresh[1] } }, resident.access);
    expect(wrongPassword.errors![0].extensions!.fields).toEqual({ currentPassword: ['The current password is not correct.'] });
    const off = await server.graphql(DISABLE, { input: { currentPassword: RESIDENT_PASSWORD, code: fresh[1] } }, resident.access);
    expect(off.errors).toBeUndefined();
    expect((await server.graphql(STATUS, {}, resident.access)).data).toEqual({ twoFactorStatus: { enabled: false, required: false, recoveryCodesLeft: 0 } });
    expect((await server.graphql(REGENERATE, { input: { code: totpCode(secret, 1) } }, resident.access)).errors![0].extensions!.reason).toBe('MFA_NOT_ENABLED');
  });

  it('lets an administrator turn it on and off when ADMIN_MFA is optional (the default outside production)', async () => {
    const admin = await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const { secret } = await enrolOverRest(server, admin);
    expect((await server.rest('GET', '/auth/mfa/', undefined, admin.access)).body).toMatchObject({ enabled: true, required: false });
    const challenge = await passwordStep(server, admin.email, TEST_ADMIN.password);
    const session = await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: totpCode(secret) });
    expect(session.body.is_resident).toBe(false);
    expect((await server.rest('GET', '/auth/user/', undefined, session.body.access)).status).toBe(200);
    const off = await server.rest('POST', '/auth/mfa/disable/', { current_password: TEST_ADMIN.password, code: totpCode(secret, 1) }, admin.access);
    expect(off.status).toBe(204);
  });
});

describe('security events', () => {
  function events(event: string, accountId: number): Array<Record<string, unknown>> {
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === event && line.accountId === accountId);
  }

  it('logs turning on, failed and recovery codes, new codes and turning off, with the account id and address only', async () => {
    const resident: Session = await residentSession(server);
    const { secret, recoveryCodes } = await enrolOverRest(server, resident);
    secrets.push(secret, ...recoveryCodes);
    const challenge = await passwordStep(server, resident.email, RESIDENT_PASSWORD);
    secrets.push(challenge);
    await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: wrongCodes(secret)[0] });
    await server.rest('POST', '/auth/token/mfa/', { mfa_token: challenge, code: recoveryCodes[0] });
    await server.rest('POST', '/auth/mfa/recovery-codes/', { code: totpCode(secret) }, resident.access);
    await server.rest('POST', '/auth/mfa/disable/', { current_password: RESIDENT_PASSWORD, code: totpCode(secret, 1) }, resident.access);

    const expected: Array<[string, number, Record<string, unknown>]> = [
      ['auth.mfa.enabled', 30, {}],
      ['auth.mfa.failed', 40, { reason: 'wrong-code' }],
      ['auth.mfa.recovery_code.used', 40, {}],
      ['auth.mfa.recovery_codes.regenerated', 30, {}],
      ['auth.mfa.disabled', 40, {}],
    ];
    for (const [event, level, extra] of expected) {
      const found = events(event, resident.id);
      expect({ event, count: found.length }).toEqual({ event, count: 1 });
      expect(found[0]).toMatchObject({ level, accountId: resident.id, clientAddress: expect.stringContaining('127.0.0.1'), ...extra });
      expect(Object.keys(found[0]).sort()).toEqual(['accountId', 'clientAddress', 'event', 'hostname', 'level', 'msg', 'pid', 'time',
        ...Object.keys(extra)].sort());
    }
  });

  it('never writes a secret, a code, a challenge or a token to the log', () => {
    expect(secrets.length).toBeGreaterThan(20);
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.replace(/-/g, ''));
    }
  });
});
