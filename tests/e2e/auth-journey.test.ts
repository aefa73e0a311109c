import type { Page } from 'playwright-core';
import { browserForFile, expectText } from '../utils/browser';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

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

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bayanihan-2026');
  await page.getByLabel('Repeat Password', { exact: true }).fill('bayanihan-2026');
  await page.getByLabel('Nickname', { exact: true }).fill('Andoy');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Middle Name', { exact: true }).fill('Bonifacio');
  await page.getByLabel('Last Name', { exact: true }).fill('De Castro');
  await page.getByLabel('First Name', { exact: true }).fill('Andres');
  await page.getByLabel('Gender', { exact: true }).selectOption('male');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Address', { exact: true }).fill('Purok 3, Barangay San Isidro');
  await page.getByLabel('Birthdate', { exact: true }).fill('1992-11-30');
  await page.getByLabel('Birthplace', { exact: true }).fill('Tondo, Manila');
  await page.getByLabel('Contact Number', { exact: true }).fill('09171112222');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Civil Status', { exact: true }).selectOption('married');
  await page.getByLabel('Employed', { exact: true }).selectOption('yes');
  await page.getByLabel('Voter', { exact: true }).selectOption('no');
  await page.getByLabel('Religion', { exact: true }).fill('Aglipayan');
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
