import type { Page } from 'playwright-core';
import { browserForFile, expectText } from '../utils/browser';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { type FieldEntry, fillFields } from './support/fields';

// The walking skeleton in a real browser against the real built portal on a real database.
const server = testServerForFile();
const browser = browserForFile();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage();
});

async function logIn(email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

it('registers through the wizard, logs in, lands on the projects page and logs out', async () => {
  const email = `wizard${Date.now()}@example.com`;
  await page.goto(`${server.url}/register`);

  const steps: Array<Record<string, FieldEntry>> = [
    { Email: email, Password: 'bayanihan-2026', 'Repeat Password': 'bayanihan-2026', Nickname: 'Andoy' },
    { 'Middle Name': 'Bonifacio', 'Last Name': 'De Castro', 'First Name': 'Andres', Gender: { choose: 'male' } },
    { Address: 'Purok 3, Barangay San Isidro', Birthdate: '1992-11-30', Birthplace: 'Tondo, Manila', 'Contact Number': '09171112222' },
  ];
  for (const step of steps) {
    await fillFields(page, step);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await fillFields(page, { 'Civil Status': { choose: 'married' }, Employed: { choose: 'yes' }, Voter: { choose: 'no' }, Religion: 'Aglipayan' });
  await page.getByLabel('I have read and agree to the privacy notice', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await page.waitForURL(`${server.url}/login`);
  await expectText(page, 'Registration successful! You can now log in.');

  await logIn(email, 'bayanihan-2026');
  await page.waitForURL(`${server.url}/resident/barangay-projects`);
  await expectText(page, 'Welcome, Andoy');

  const [stored] = await server.database.db.query(
    `SELECT first_name, last_name, civil_status, is_employed, is_voter, user_type, id_verification_status FROM "user" WHERE email = $1`, [email]);
  expect(stored).toEqual({
    first_name: 'Andres', last_name: 'De Castro', civil_status: 'married', is_employed: true, is_voter: false,
    user_type: 'resident', id_verification_status: 'unverified',
  });
  // The box ticked is the consent to the privacy notice in force, recorded with the account.
  const consents = await server.database.db.query(
    `SELECT c.notice_version FROM privacy_consent c JOIN "user" u ON u.id = c.user_id WHERE u.email = $1`, [email]);
  expect(consents).toEqual([{ notice_version: 1 }]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/resident'));
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto(`${server.url}/resident/profile`);
  await page.waitForURL(`${server.url}/login`);
});

it('sends an administrator to the dashboard', async () => {
  await page.goto(`${server.url}/login`);
  await logIn(TEST_ADMIN.email, TEST_ADMIN.password);
  await page.waitForURL(`${server.url}/dashboard`);
  // The dashboard is loaded lazily: wait for its heading rather than checking at once.
  await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor({ state: 'visible', timeout: 10_000 });
});

it('shows the server message for a wrong password', async () => {
  await page.goto(`${server.url}/login`);
  await logIn(TEST_ADMIN.email, 'not-the-password');
  await expectText(page, 'No active account found with the given credentials');
  expect(new URL(page.url()).pathname).toBe('/login');
});
