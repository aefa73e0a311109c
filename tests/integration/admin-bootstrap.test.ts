import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PasswordPolicy } from '../../server/src/identity/password-policy';
import { verifyPassword } from '../../server/src/identity/passwords';
import { ConfigError } from '../../server/src/config/env';
import { assertAdminPasswordAcceptable, bootstrapAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { createTestDatabase, TestDatabase } from '../utils/test-db';

// The first administrator: ADMIN_PASSWORD must pass the password policy, and a generated password goes to
// an owner-only file under DATA_DIR, never to the console (main's part is in tests/e2e/startup.test.ts).
let database: TestDatabase;
let dataDir: string;
const BARANGAY = 'Barangay San Isidro';

beforeEach(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
});

afterEach(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedAdmin(): Promise<{ email: string; password: string } | undefined> {
  const [row] = await database.db.query(`SELECT email, password FROM "user" WHERE user_type = 'admin'`);
  return row;
}

describe('ADMIN_PASSWORD', () => {
  it.each([
    ['short', /ADMIN_PASSWORD does not pass the password policy: it must be at least 8 characters/],
    ['Password123', /ADMIN_PASSWORD does not pass the password policy: it is on the list of known breached passwords/],
    ['eidmubarak', /it is on the list of known breached passwords/],
    ['admin-pass-123', /it must not contain "admin" \(from the administrator's name "Barangay Administrator" or nickname "Admin"\)/],
    ['SanIsidro-Hall-7', /it must not contain "isidro" \(from BARANGAY_NAME\)/],
  ])('refuses %s, naming the variable and the reason, and creates no one', async (password, message) => {
    const settings = { adminEmail: undefined, adminPassword: password, barangayName: BARANGAY, dataDir };
    expect(() => assertAdminPasswordAcceptable(settings)).toThrow(ConfigError);
    expect(() => assertAdminPasswordAcceptable(settings)).toThrow(message);
    await expect(bootstrapAdministrator(database.db, settings)).rejects.toThrow(message);
    expect(await storedAdmin()).toBeUndefined();
  });

  it("refuses the words of ADMIN_EMAIL's name, and takes a strong password as it is", async () => {
    const settings = { adminEmail: 'kapitan.tomas@sanisidro.gov.ph', barangayName: BARANGAY, dataDir };
    expect(() => assertAdminPasswordAcceptable({ ...settings, adminPassword: 'kapitan-2026-hall' }))
      .toThrow(/it must not contain "kapitan" \(from ADMIN_EMAIL\)/);
    const result = await bootstrapAdministrator(database.db, { ...settings, adminPassword: 'tahimik-na-umaga-42' });
    expect(result).toEqual({ email: 'kapitan.tomas@sanisidro.gov.ph', generatedPasswordFile: undefined });
    expect(await verifyPassword((await storedAdmin())!.password, 'tahimik-na-umaga-42')).toBe(true);
  });
});

describe('a generated administrator password', () => {
  it('is written to DATA_DIR/admin-password, mode 600 whatever the umask, and is the password that signs in', async () => {
    const previous = process.umask(0o000);
    let result;
    try {
      result = await bootstrapAdministrator(database.db, { adminEmail: undefined, adminPassword: undefined, barangayName: BARANGAY, dataDir });
    } finally {
      process.umask(previous);
    }
    const file = path.join(dataDir, 'admin-password');
    expect(result).toEqual({ email: 'admin@barangay.local', generatedPasswordFile: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword((await storedAdmin())!.password, password)).toBe(true);
    expect(new PasswordPolicy(BARANGAY).refusal(password, { email: 'admin@barangay.local', nickname: 'Admin', lastName: 'Administrator' })).toBeNull();
  });

  it('replaces a file left by an earlier first start, and is not written again once an administrator exists', async () => {
    const file = path.join(dataDir, 'admin-password');
    writeFileSync(file, 'stale-password-of-a-reset-database\n', { mode: 0o644 });
    const settings = { adminEmail: undefined, adminPassword: undefined, barangayName: BARANGAY, dataDir };
    await bootstrapAdministrator(database.db, settings);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).not.toBe('stale-password-of-a-reset-database');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(await bootstrapAdministrator(database.db, settings)).toBeNull();
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
  });
});
