import { SET_PASSWORD_TOKEN_TTL_SECONDS, TokenService } from '../../server/src/identity/tokens';
import { login, loginAdmin, type Session } from '../utils/accounts';
import { startSmtpServer, type TestSmtpServer } from '../utils/smtp';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../utils/test-server';

// With e-mail configured, a new or reset staff member chooses their own password through a one-time link
// (docs/rules/accounts.md#staff-roles): nobody else ever sees it.
jest.setTimeout(30_000);

const PUBLIC_URL = 'https://portal.sanisidro.example.ph';
const CREATE_MEMBER = `mutation ($input: CreateStaffMemberInput!) {
  createStaffMember(input: $input) { temporaryPassword passwordLinkSent member { id mustChangePassword } }
}`;
const RESET = 'mutation ($id: Int!) { resetStaffMemberPassword(id: $id) { temporaryPassword passwordLinkSent member { mustChangePassword } } }';
const SET_PASSWORD = 'mutation ($input: SetStaffPasswordInput!) { setStaffPassword(input: $input) }';
const UPDATE_MEMBER = 'mutation ($input: UpdateStaffMemberInput!) { updateStaffMember(input: $input) { id } }';
const ME = '{ me { mustChangePassword permissions } }';
const PASSWORD = 'Bagong-Taon-Masaya-2027';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: Session;
let secretaryRoleId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'hall@sanisidro.example.ph', PUBLIC_URL, OUTBOX_INTERVAL_MS: '0',
  });
  admin = await loginAdmin(server);
  const { roles } = await ok<{ roles: Array<{ id: number; builtIn: string | null }> }>('{ roles { id builtIn } }');
  secretaryRoleId = roles.find((role) => role.builtIn === 'SECRETARY')!.id;
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token: string | undefined = admin.access): Promise<T> {
  const result = await server.graphql<T>(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function refusal(query: string, variables: Record<string, unknown>, token: string | undefined = admin.access) {
  const result = await server.graphql(query, variables, token);
  expect(result.data ?? null).toBeNull();
  return result.errors![0];
}

/** The next e-mail, sent by draining the outbox, and the token of the set-password link in it. */
async function nextLink(to: string): Promise<{ token: string; text: string }> {
  const before = smtp.received.length;
  await server.portal.services.outbox.drain();
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail.envelopeTo).toEqual([to]);
  const match = /^https:\/\/portal\.sanisidro\.example\.ph\/set-password#token=([\w.-]+)$/m.exec(mail.text);
  expect(match).not.toBeNull();
  return { token: match![1], text: mail.text };
}

let count = 0;
async function newMember(): Promise<{ id: number; email: string }> {
  count += 1;
  const email = `kalihim${count}@barangay.test`;
  const { createStaffMember: created } = await ok(CREATE_MEMBER, { input: { email, firstName: 'Maria', lastName: 'Clara', roleId: secretaryRoleId } });
  expect(created).toMatchObject({ temporaryPassword: null, passwordLinkSent: true, member: { mustChangePassword: true } });
  return { id: created.member.id, email };
}

it('e-mails a new member a one-time link; the password they choose opens their role, and the link then works no more', async () => {
  const { email } = await newMember();
  const { token, text } = await nextLink(email);
  expect(text).toContain('A staff account was made for you');
  expect(text).toContain('It works once, until');

  const weak = await refusal(SET_PASSWORD, { input: { token, password: 'password123' } }, undefined);
  expect(weak.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { password: [expect.any(String)] } });
  const mismatch = await refusal(SET_PASSWORD, { input: { token, password: PASSWORD, repeatPassword: `${PASSWORD}!` } }, undefined);
  expect(mismatch.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { repeatPassword: [expect.any(String)] } });

  expect(await ok(SET_PASSWORD, { input: { token, password: PASSWORD, repeatPassword: PASSWORD } }, undefined)).toEqual({ setStaffPassword: true });
  const session = await login(server, email, PASSWORD);
  const { me } = await ok<{ me: { mustChangePassword: boolean; permissions: string[] } }>(ME, {}, session.access);
  expect(me.mustChangePassword).toBe(false);
  expect(me.permissions).toContain('VERIFY_IDS');

  const again = await refusal(SET_PASSWORD, { input: { token, password: 'Iba-Namang-Password-2028' } }, undefined);
  expect(again).toMatchObject({
    message: 'This link has expired or was already used. Ask the barangay office for a new one.',
    extensions: { code: 'BAD_USER_INPUT', reason: 'PASSWORD_LINK_INVALID' },
  });
  await login(server, email, PASSWORD);
});

it('refuses a forged or expired link, and the link of a deactivated member', async () => {
  const { id, email } = await newMember();
  const { token } = await nextLink(email);
  const [{ password }] = await server.database.db.query('SELECT password FROM "user" WHERE id = $1', [id]);
  const expired = await new TokenService(TEST_JWT_SECRET).signSetPasswordToken(id, password, Math.floor(Date.now() / 1000) - SET_PASSWORD_TOKEN_TTL_SECONDS - 1);
  const forged = await new TokenService('another secret entirely, not the portal one').signSetPasswordToken(id, password);
  for (const bad of [expired, forged, 'not-a-token']) {
    expect((await refusal(SET_PASSWORD, { input: { token: bad, password: PASSWORD } }, undefined)).extensions).toMatchObject({ reason: 'PASSWORD_LINK_INVALID' });
  }

  await ok(UPDATE_MEMBER, { input: { id, active: false } });
  expect((await refusal(SET_PASSWORD, { input: { token, password: PASSWORD } }, undefined)).extensions).toMatchObject({ reason: 'PASSWORD_LINK_INVALID' });
  await ok(UPDATE_MEMBER, { input: { id, active: true } });
  expect(await ok(SET_PASSWORD, { input: { token, password: PASSWORD } }, undefined)).toEqual({ setStaffPassword: true });
});

it('resets a member: their sessions end, the old password and link stop working, and a new link arrives', async () => {
  const { id, email } = await newMember();
  const first = await nextLink(email);
  await ok(SET_PASSWORD, { input: { token: first.token, password: PASSWORD } }, undefined);
  const session = await login(server, email, PASSWORD);

  const { resetStaffMemberPassword: reset } = await ok(RESET, { id });
  expect(reset).toEqual({ temporaryPassword: null, passwordLinkSent: true, member: { mustChangePassword: true } });
  expect((await refusal(ME, {}, session.access)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  expect((await server.rest('POST', '/auth/token/', { email, password: PASSWORD })).status).toBe(401);

  const second = await nextLink(email);
  expect(second.text).toContain('reset the password of your staff account');
  expect((await refusal(SET_PASSWORD, { input: { token: first.token, password: 'Iba-Namang-Password-2028' } }, undefined)).extensions)
    .toMatchObject({ reason: 'PASSWORD_LINK_INVALID' });
  await ok(SET_PASSWORD, { input: { token: second.token, password: 'Iba-Namang-Password-2028' } }, undefined);
  await login(server, email, 'Iba-Namang-Password-2028');

  expect((await refusal(RESET, { id: admin.id })).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STAFF_OWN_PASSWORD' });
});

it('counts every use of a link against the address, like a sign-in', async () => {
  const limited = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'hall@sanisidro.example.ph', PUBLIC_URL, OUTBOX_INTERVAL_MS: '0', AUTH_RATE_LIMIT_PER_ADDRESS: '3',
  });
  try {
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const result = await limited.graphql(SET_PASSWORD, { input: { token: `guess-${attempt}`, password: PASSWORD } });
      codes.push(result.errors![0].extensions!.code);
    }
    expect(codes).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);
  } finally {
    await limited.close();
  }
});
