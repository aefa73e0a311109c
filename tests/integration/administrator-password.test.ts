import { createLogger } from '../../server/src/common/logger';
import { login, loginAdmin, residentSession } from '../utils/accounts';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { testServerForFile, TEST_ADMIN } from '../utils/test-server';

// Administrators change their own password (docs/rules/accounts.md#account-screen) on both APIs, the current one required;
// every change ends the account's other sessions and is logged as a security event.
const lines: string[] = [];
const server = testServerForFile({}, createLogger('info', { write: (line: string) => void lines.push(line) }));

const CHANGE = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { id email userType } }';

async function passwordHash(userId: number): Promise<string> {
  const [{ password }] = await server.database.db.query(`SELECT password FROM "user" WHERE id = $1`, [userId]);
  return password;
}

async function signsIn(email: string, password: string): Promise<boolean> {
  return (await server.rest('POST', '/auth/token/', { email, password })).status === 200;
}

async function refreshWorks(refresh: string): Promise<boolean> {
  return (await server.rest('POST', '/auth/token/refresh/', { refresh })).status === 200;
}

function changeEvents(accountId: number): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === 'auth.password.changed' && line.accountId === accountId);
}

// One administrator, one password at a time: the tests run in order and hand the password on.
let adminPassword = TEST_ADMIN.password;

describe('an administrator changing their own password', () => {
  it('REST: PATCH /api/auth/user/me/ refuses a missing or wrong current_password (400, nothing changes)', async () => {
    const admin = await loginAdmin(server);
    const hashBefore = await passwordHash(admin.id);
    const missing = await server.rest('PATCH', '/auth/user/me/', { password: 'bagong-susi-2026' }, admin.access);
    expect(missing).toEqual({ status: 400, body: { current_password: ['Current Password is required'] } });
    for (const current of ['wrong-password', TEST_ADMIN.password.toUpperCase(), `${TEST_ADMIN.password} `]) {
      const wrong = await server.rest('PATCH', '/auth/user/me/', { password: 'bagong-susi-2026', current_password: current }, admin.access);
      expect(wrong).toEqual({ status: 400, body: { current_password: ['The current password is not correct.'] } });
    }
    const weak = await server.rest('PATCH', '/auth/user/me/', { password: 'short', current_password: TEST_ADMIN.password }, admin.access);
    expect(weak).toEqual({ status: 400, body: { password: ['Password must be at least 8 characters.'] } });
    const mismatch = await server.rest('PATCH', '/auth/user/me/', {
      password: 'bagong-susi-2026', repeat_password: 'bagong-susi-2027', current_password: TEST_ADMIN.password,
    }, admin.access);
    expect(mismatch).toEqual({ status: 400, body: { repeat_password: ['Passwords must match'] } });
    expect(await passwordHash(admin.id)).toBe(hashBefore);
    expect(changeEvents(admin.id)).toEqual([]);
  });

  it('REST: the right current password changes it: the new one signs in, the old one not, the other sessions end', async () => {
    const admin = await loginAdmin(server);
    const otherDevice = await loginAdmin(server);
    const changed = await server.rest('PATCH', '/auth/user/me/', {
      password: 'bagong-susi-2026', repeat_password: 'bagong-susi-2026', current_password: adminPassword,
    }, admin.access);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: TEST_ADMIN.email, user_type: 'admin' });
    expect(changed.body).not.toHaveProperty('password');
    adminPassword = 'bagong-susi-2026';

    expect(await signsIn(TEST_ADMIN.email, TEST_ADMIN.password)).toBe(false);
    expect(await signsIn(TEST_ADMIN.email, adminPassword)).toBe(true);
    expect(await refreshWorks(otherDevice.refresh)).toBe(false);
    expect(await refreshWorks(admin.refresh)).toBe(true);
    expect(changeEvents(admin.id)).toEqual([expect.objectContaining({ level: 30, accountId: admin.id })]);
  });

  it('GraphQL: changePassword takes the current one, refuses a wrong one on currentPassword, and ends the other sessions', async () => {
    const admin = await login(server, TEST_ADMIN.email, adminPassword);
    const otherDevice = await login(server, TEST_ADMIN.email, adminPassword);
    const wrong = await server.graphql(CHANGE, { input: { password: 'graphql-susi-2026', currentPassword: 'not-it-at-all' } }, admin.access);
    expect(wrong.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD', fields: { currentPassword: ['The current password is not correct.'] },
    });
    const blank = await server.graphql(CHANGE, { input: { password: 'graphql-susi-2026', currentPassword: '' } }, admin.access);
    expect(blank.errors![0].extensions!.fields).toEqual({ currentPassword: ['Current Password is required'] });
    const common = await server.graphql(CHANGE, { input: { password: 'password123', currentPassword: adminPassword } }, admin.access);
    expect(Object.keys(common.errors![0].extensions!.fields!)).toEqual(['password']);

    const changed = await server.graphql(CHANGE, { input: { password: 'graphql-susi-2026', currentPassword: adminPassword } }, admin.access);
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({ changePassword: { id: admin.id, email: TEST_ADMIN.email, userType: 'ADMIN' } });
    expect(await signsIn(TEST_ADMIN.email, adminPassword)).toBe(false);
    adminPassword = 'graphql-susi-2026';
    expect(await signsIn(TEST_ADMIN.email, adminPassword)).toBe(true);
    expect(await refreshWorks(otherDevice.refresh)).toBe(false);
    expect(await refreshWorks(admin.refresh)).toBe(true);
    expect(changeEvents(admin.id)).toHaveLength(2);
  });

  it('never logs a password', () => {
    const log = lines.join('\n');
    for (const password of [TEST_ADMIN.password, 'bagong-susi-2026', 'graphql-susi-2026', 'not-it-at-all']) expect(log).not.toContain(password);
  });
});

describe('changePassword for anyone else', () => {
  it('serves a resident as well, and refuses a guest', async () => {
    const resident = await residentSession(server);
    const changed = await server.graphql(CHANGE, { input: { password: 'bagong-lihim-2026', currentPassword: RESIDENT_PASSWORD } }, resident.access);
    expect(changed.errors).toBeUndefined();
    expect(await signsIn(resident.email, 'bagong-lihim-2026')).toBe(true);
    const guest = await server.graphql(CHANGE, { input: { password: 'bagong-lihim-2027', currentPassword: 'bagong-lihim-2026' } });
    expect(guest.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
