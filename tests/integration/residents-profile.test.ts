import { login, loginAdmin, residentSession, Session } from '../utils/accounts';
import { startSmtpServer, TestSmtpServer } from '../utils/smtp';
import { startTestServer, TestServer, testServerForFile } from '../utils/test-server';

const server = testServerForFile();

const PASSWORD = 'kalayaan-1898'; // the fixtures' registration password
const EDIT = {
  address: 'Purok 5, Barangay Malinis',
  contact_number: '09998887777',
  civil_status: 'married',
  is_voter: false,
  is_employed: false,
};

async function patchMe(session: Session | undefined, body: Record<string, unknown>) {
  return await server.rest('PATCH', '/auth/user/me/', body, session?.access);
}

async function me(session: Session) {
  return (await server.rest('GET', '/auth/user/me/', undefined, session.access)).body;
}

async function passwordHash(userId: number): Promise<string> {
  const [{ password }] = await server.database.db.query(`SELECT password FROM "user" WHERE id = $1`, [userId]);
  return password;
}

async function refreshWorks(session: Session): Promise<boolean> {
  return (await server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh })).status === 200;
}

async function notifications(session: Session): Promise<{ kind: string; title: string; message: string }[]> {
  const { data, errors } = await server.graphql<{ notifications: { items: { kind: string; title: string; message: string }[] } }>(
    `{ notifications(pageSize: 100) { items { kind title message } } }`, {}, session.access);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.notifications.items;
}

/** A refused password change: the profile, the hash and every session are as they were, and nobody was told anything. */
async function expectNothingChanged(resident: Session, otherDevice: Session, before: unknown, hashBefore: string) {
  expect(await me(resident)).toEqual(before);
  expect(await passwordHash(resident.id)).toBe(hashBefore);
  expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: PASSWORD })).status).toBe(200);
  expect(await refreshWorks(otherDevice)).toBe(true);
  expect(await notifications(resident)).toEqual([]);
}

describe('PATCH /api/auth/user/me/', () => {
  it('changes the editable fields and answers the updated profile', async () => {
    const resident = await residentSession(server);
    const { status, body } = await patchMe(resident, { ...EDIT, address: '  Purok 5, Barangay Malinis  ' });
    expect(status).toBe(200);
    expect(body).toMatchObject(EDIT);
    expect(await me(resident)).toMatchObject(EDIT);
  });

  it('accepts the flags as the texts "true" and "false", as forms send them', async () => {
    const resident = await residentSession(server, { overrides: { is_voter: false, is_employed: false } });
    const { status, body } = await patchMe(resident, { ...EDIT, is_voter: 'true', is_employed: 'true' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ is_voter: true, is_employed: true });
  });

  it('applies nothing but the editable fields, whatever else is sent', async () => {
    const resident = await residentSession(server);
    const before = await me(resident);
    const hashBefore = await passwordHash(resident.id);
    const { status } = await patchMe(resident, {
      ...EDIT,
      id: resident.id + 1000,
      email: 'someone.else@example.com',
      nickname: 'Hacker',
      first_name: 'Changed',
      middle_name: 'Changed',
      last_name: 'Changed',
      full_name: 'Changed Changed',
      gender: 'female',
      birthdate: '2001-01-01',
      birth_place: 'Elsewhere',
      age: 3,
      religion: 'Changed',
      user_type: 'admin',
      id_verification_status: 'approved',
      valid_id: '../../etc/passwd',
    });
    expect(status).toBe(200);
    expect(await me(resident)).toEqual({ ...before, ...EDIT });
    const [row] = await server.database.db.query(
      `SELECT email, user_type, id_verification_status, valid_id FROM "user" WHERE id = $1`, [resident.id]);
    expect(row).toEqual({ email: resident.email, user_type: 'resident', id_verification_status: 'unverified', valid_id: null });
    expect(await passwordHash(resident.id)).toBe(hashBefore);
    const relogin = await server.rest('POST', '/auth/token/', { email: resident.email, password: PASSWORD });
    expect(relogin.body).toMatchObject({ is_resident: true, is_verified: false });
  });

  it.each([
    ['address', 'Address is required'],
    ['contact_number', 'Contact Number is required'],
    ['civil_status', 'Civil Status is required'],
    ['is_voter', 'Voter Status is required'],
    ['is_employed', 'Employment Status is required'],
  ])('requires %s ("%s") and changes nothing without it', async (field, message) => {
    const resident = await residentSession(server);
    const before = await me(resident);
    const body: Record<string, unknown> = { ...EDIT };
    delete body[field];
    const answer = await patchMe(resident, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ [field]: [message] });
    expect(await me(resident)).toEqual(before);
  });

  it.each([
    ['address', '   ', 'Address is required'],
    ['contact_number', '', 'Contact Number is required'],
    // "… is required" (docs/spec-readings.md#invalid-values) is for a missing value; a value that was given hears what is wrong with it.
    ['is_voter', 'maybe', 'Voter status must be true or false.'],
    ['is_employed', 'sometimes', 'Employment status must be true or false.'],
    ['civil_status', 'complicated', 'Civil status must be one of single, married, widowed, divorced.'],
  ])('refuses %s = %p', async (field, value, message) => {
    const resident = await residentSession(server);
    const answer = await patchMe(resident, { ...EDIT, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ [field]: [message] });
  });

  it('offers the profile civil statuses: divorced is accepted, separated refused', async () => {
    const resident = await residentSession(server, { overrides: { civil_status: 'single' } });
    const separated = await patchMe(resident, { ...EDIT, civil_status: 'separated' });
    expect(separated.status).toBe(400);
    expect(separated.body).toEqual({ civil_status: ['Civil status must be one of single, married, widowed, divorced.'] });
    expect((await me(resident)).civil_status).toBe('single');

    for (const status of ['divorced', 'widowed', 'married', 'single']) {
      const answer = await patchMe(resident, { ...EDIT, civil_status: status });
      expect(answer.status).toBe(200);
      expect(answer.body.civil_status).toBe(status);
    }
  });

  it('lets a resident registered as separated keep that status while editing the rest', async () => {
    const resident = await residentSession(server, { overrides: { civil_status: 'separated' } });
    const answer = await patchMe(resident, { ...EDIT, civil_status: 'separated' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...EDIT, civil_status: 'separated' });
  });

  it('changes nothing about the password when it is empty or blank, and ends no session', async () => {
    const resident = await residentSession(server);
    const other = await login(server, resident.email, PASSWORD);
    const hashBefore = await passwordHash(resident.id);
    for (const password of ['', '   ', null]) {
      const answer = await patchMe(resident, { ...EDIT, password, repeat_password: 'ignored when no password is given' });
      expect(answer.status).toBe(200);
    }
    expect(await passwordHash(resident.id)).toBe(hashBefore);
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: PASSWORD })).status).toBe(200);
    expect(await refreshWorks(other)).toBe(true);
  });

  it('refuses a repeat that differs ("Passwords must match") and a short password, changing nothing', async () => {
    const resident = await residentSession(server);
    const hashBefore = await passwordHash(resident.id);
    const mismatch = await patchMe(resident, { ...EDIT, password: 'new-password-1', repeat_password: 'new-password-2', current_password: PASSWORD });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ repeat_password: ['Passwords must match'] });
    const short = await patchMe(resident, { ...EDIT, password: 'short', repeat_password: 'short', current_password: PASSWORD });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ password: ['Password must be at least 8 characters.'] });
    const notText = await patchMe(resident, { ...EDIT, password: 12345678 });
    expect(notText.status).toBe(400);
    expect(Object.keys(notText.body)).toEqual(['password']);
    expect(await passwordHash(resident.id)).toBe(hashBefore);
    expect((await me(resident)).address).not.toBe(EDIT.address);
  });

  it('changes the password: the new one logs in, the old one no longer does, and the other sessions end', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const { status } = await patchMe(resident, {
      ...EDIT, password: 'bagong-password-2025', repeat_password: 'bagong-password-2025', current_password: PASSWORD,
    });
    expect(status).toBe(200);

    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: PASSWORD })).status).toBe(401);
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: 'bagong-password-2025' })).status).toBe(200);
    // The other device's refresh token is refused; the session that made the change carries on.
    expect(await refreshWorks(otherDevice)).toBe(false);
    expect(await refreshWorks(resident)).toBe(true);
  });

  it('accepts the password without its repeat, as the original client sends it (spec §7)', async () => {
    const resident = await residentSession(server);
    expect((await patchMe(resident, { ...EDIT, password: 'only-once-2025', current_password: PASSWORD })).status).toBe(200);
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: 'only-once-2025' })).status).toBe(200);
  });

  it('refuses a new password without current_password, changing nothing: not the address either', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const before = await me(resident);
    const hashBefore = await passwordHash(resident.id);
    for (const current of [undefined, '', null]) {
      const answer = await patchMe(resident, { ...EDIT, password: 'bagong-password-2026', repeat_password: 'bagong-password-2026', current_password: current });
      expect(answer).toEqual({ status: 400, body: { current_password: ['Current Password is required'] } });
    }
    await expectNothingChanged(resident, otherDevice, before, hashBefore);
  });

  it('refuses a wrong current_password, changing nothing', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const before = await me(resident);
    const hashBefore = await passwordHash(resident.id);
    // The new password itself, the right one with a different case, and one with a trailing space are all wrong.
    for (const current of ['bagong-password-2026', 'KALAYAAN-1898', `${PASSWORD} `]) {
      const answer = await patchMe(resident, { ...EDIT, password: 'bagong-password-2026', current_password: current });
      expect(answer).toEqual({ status: 400, body: { current_password: ['The current password is not correct.'] } });
    }
    await expectNothingChanged(resident, otherDevice, before, hashBefore);
  });

  it('needs no current password to keep the password, and ignores one sent without a new password', async () => {
    const resident = await residentSession(server);
    const hashBefore = await passwordHash(resident.id);
    expect((await patchMe(resident, { ...EDIT, current_password: 'not-even-right' })).status).toBe(200);
    expect((await patchMe(resident, { ...EDIT, password: '', current_password: 'not-even-right' })).status).toBe(200);
    expect(await passwordHash(resident.id)).toBe(hashBefore);
    expect((await me(resident)).address).toBe(EDIT.address);
  });

  it('tells the owner in the bell that the password changed, and never says what it is', async () => {
    const resident = await residentSession(server);
    const changed = await patchMe(resident, { ...EDIT, password: 'bagong-password-2027', current_password: PASSWORD });
    expect(changed.status).toBe(200);
    const bell = await notifications(resident);
    expect(bell).toEqual([{
      kind: 'PASSWORD_CHANGED',
      title: 'Your password was changed',
      message: expect.stringMatching(/^The password of your Barangay San Isidro resident portal account was changed on .+\. .*If you did not change your password, please contact the barangay hall right away\.$/),
    }]);
    expect(JSON.stringify(bell)).not.toContain('bagong-password-2027');
  });

  it('refuses guests (401), and takes no profile from an administrator (only a password change)', async () => {
    expect((await patchMe(undefined, EDIT)).status).toBe(401);
    const admin = await loginAdmin(server);
    const asAdmin = await patchMe(admin, EDIT);
    expect(asAdmin).toEqual({ status: 400, body: { password: ['Password is required'], current_password: ['Current Password is required'] } });
    expect((await me(admin)).address).toBeNull();
  });
});

describe('GraphQL updateProfile', () => {
  const UPDATE = `mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) { id firstName email address contactNumber civilStatus isVoter isEmployed idVerificationStatus }
  }`;
  const INPUT = { address: 'Sitio Ilaya, Barangay Malinis', contactNumber: '09170000001', civilStatus: 'DIVORCED', isVoter: true, isEmployed: true };

  it('updates the editable fields', async () => {
    const resident = await residentSession(server);
    const { data, errors } = await server.graphql(UPDATE, { input: INPUT }, resident.access);
    expect(errors).toBeUndefined();
    expect(data!.updateProfile).toMatchObject({ ...INPUT, firstName: 'Juan', email: resident.email, idVerificationStatus: 'UNVERIFIED' });
  });

  it('has no place for other fields: an input carrying one is refused and nothing changes', async () => {
    const resident = await residentSession(server);
    const before = await me(resident);
    const { data, errors } = await server.graphql(UPDATE, { input: { ...INPUT, firstName: 'Changed', idVerificationStatus: 'APPROVED' } }, resident.access);
    expect(data).toBeUndefined();
    expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(await me(resident)).toEqual(before);
  });

  it('treats a resident registered as separated as REST does: shown, kept, and refused for nobody else', async () => {
    const separated = await residentSession(server, { overrides: { civil_status: 'separated' } });
    const shown = await server.graphql<{ me: { civilStatus: string } }>(`query { me { civilStatus } }`, {}, separated.access);
    expect(shown.data!.me.civilStatus).toBe('SEPARATED');
    const kept = await server.graphql(UPDATE, { input: { ...INPUT, civilStatus: 'SEPARATED' } }, separated.access);
    expect(kept.errors).toBeUndefined();
    expect((await me(separated)).civil_status).toBe('separated');
    // Moving to a profile status is a one-way step, on both doors alike.
    expect((await server.graphql(UPDATE, { input: { ...INPUT, civilStatus: 'WIDOWED' } }, separated.access)).errors).toBeUndefined();
    const back = await patchMe(separated, { ...EDIT, civil_status: 'separated' });
    expect(back.status).toBe(400);
    expect(back.body).toEqual({ civil_status: ['Civil status must be one of single, married, widowed, divorced.'] });
  });

  it('answers field errors: Passwords must match, SEPARATED not offered, required text', async () => {
    const resident = await residentSession(server, { overrides: { civil_status: 'single' } });
    const mismatch = await server.graphql(UPDATE, {
      input: { ...INPUT, password: 'new-password-1', repeatPassword: 'other-password', currentPassword: PASSWORD },
    }, resident.access);
    expect(mismatch.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { repeatPassword: ['Passwords must match'] },
    });
    const separated = await server.graphql(UPDATE, { input: { ...INPUT, civilStatus: 'SEPARATED' } }, resident.access);
    expect(separated.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'PROFILE_CIVIL_STATUS', fields: { civilStatus: ['Civil status must be one of single, married, widowed, divorced.'] },
    });
    const blank = await server.graphql(UPDATE, { input: { ...INPUT, address: ' ', contactNumber: '' } }, resident.access);
    expect(blank.errors![0].extensions!.fields).toEqual({ address: ['Address is required'], contactNumber: ['Contact Number is required'] });
  });

  it('changes the password and ends the other sessions', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const { errors } = await server.graphql(UPDATE, {
      input: { ...INPUT, password: 'graphql-pass-2025', repeatPassword: 'graphql-pass-2025', currentPassword: PASSWORD },
    }, resident.access);
    expect(errors).toBeUndefined();
    expect((await server.rest('POST', '/auth/token/', { email: resident.email, password: 'graphql-pass-2025' })).status).toBe(200);
    expect(await refreshWorks(otherDevice)).toBe(false);
    expect(await refreshWorks(resident)).toBe(true);
  });

  it('refuses a new password without the current one, or with a wrong one (currentPassword), and saves nothing', async () => {
    const resident = await residentSession(server);
    const otherDevice = await login(server, resident.email, PASSWORD);
    const before = await me(resident);
    const hashBefore = await passwordHash(resident.id);
    const change = { ...INPUT, password: 'graphql-pass-2026', repeatPassword: 'graphql-pass-2026' };

    const missing = await server.graphql(UPDATE, { input: change }, resident.access);
    expect(missing.data).toBeNull();
    expect(missing.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { currentPassword: ['Current Password is required'] },
    });
    const wrong = await server.graphql(UPDATE, { input: { ...change, currentPassword: 'kalayaan-1899' } }, resident.access);
    expect(wrong.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD', fields: { currentPassword: ['The current password is not correct.'] },
    });

    await expectNothingChanged(resident, otherDevice, before, hashBefore);
  });

  it('refuses guests and administrators', async () => {
    expect((await server.graphql(UPDATE, { input: INPUT })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const admin = await loginAdmin(server);
    expect((await server.graphql(UPDATE, { input: INPUT }, admin.access)).errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

describe('with e-mail (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let mailing: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The worker is off: the test drains the outbox itself, so it knows when mail goes out.
    mailing = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_INTERVAL_MS: '0' });
  });

  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  /** How a person in the barangay reads the instant: "May 5, 2026 at 3:04 PM" (some ICU versions put a narrow space before PM). */
  const manilaTime = (instant: Date) =>
    instant.toLocaleString('en-US', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'short' }).replace(/\s/g, ' ');

  it('e-mails the owner that the password changed: the barangay, the time and what to do, never the password', async () => {
    const resident = await residentSession(mailing);
    const bystander = await residentSession(mailing);
    const refused = await mailing.rest('PATCH', '/auth/user/me/', { ...EDIT, password: 'sikreto-bago-2026', current_password: 'wrong-password' }, resident.access);
    expect(refused.status).toBe(400);
    expect(await mailing.portal.services.outbox.drain()).toEqual({ sent: 0, failed: 0 });

    const before = new Date();
    const changed = await mailing.rest('PATCH', '/auth/user/me/', { ...EDIT, password: 'sikreto-bago-2026', current_password: PASSWORD }, resident.access);
    const after = new Date();
    expect(changed.status).toBe(200);
    expect(await mailing.portal.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual([resident.email]);
    expect(mail.envelopeTo).not.toContain(bystander.email);
    expect(mail.subject).toBe('Barangay San Isidro: Your password was changed');
    expect(mail.text).toContain('Hello Juan,');
    expect(mail.text).toContain('The password of your Barangay San Isidro resident portal account was changed on ');
    const times = [manilaTime(before), manilaTime(after)].map((time) => `${time} (Philippine time)`);
    expect(times.some((time) => mail.text.includes(time))).toBe(true);
    expect(mail.text).toContain('If you did not change your password, please contact the barangay hall right away.');
    expect(mail.raw).not.toContain('sikreto-bago-2026');
    expect(mail.raw).not.toContain(PASSWORD);
  });
});
