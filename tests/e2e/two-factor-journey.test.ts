import { AxeBuilder } from '@axe-core/playwright';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { browserForFile, signInThroughLoginPage } from '../utils/browser';
import { stoppedClock } from '../utils/clock';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { totpCode } from '../utils/two-factor';
import { REDUCED_MOTION } from './support/motion';

// An administrator where two-factor sign-in is required (ADMIN_MFA=required, the production default), in a
// real browser: enrols from the login page by the QR code, keeps the recovery codes, then signs in with a
// code from the "app" (computed here from the key the page shows, as an authenticator app would).
const server = testServerForFile({ ADMIN_MFA: 'required' });
// Two-factor codes belong to 30-second steps: the clock stands still (tests/utils/clock.ts), so a step never
// ends between computing a code and the portal checking it, however loaded the machine.
stoppedClock();
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  // Reduced motion: axe checks the pages at rest, never caught mid-fade (tests/e2e/support/motion.ts).
  page = await browser.newPage(REDUCED_MOTION);
});

async function passwordStep(password: string): Promise<void> {
  await signInThroughLoginPage(page, server.url, TEST_ADMIN.email, password);
}

async function logOut(): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/login`);
}

/** What the QR image on the page says, read the way a phone's camera would read it. */
async function qrText(): Promise<string | undefined> {
  const image = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** axe-core on the page as it stands: no serious or critical violation (labels, names, contrast). */
async function expectAccessible(what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect({ what, violations: serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`) })
    .toEqual({ what, violations: [] });
}

let secret = '';
let recoveryCodes: string[] = [];

it('enrols at the first sign-in by QR code, shows the recovery codes once, then opens the dashboard', async () => {
  await passwordStep(TEST_ADMIN.password);
  await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('access'))).toBeNull();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  const key = page.getByLabel('Setup key', { exact: true });
  await key.waitFor();
  secret = (await key.inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The QR code holds the same key, for the portal's barangay and this account.
  expect(await qrText()).toBe(
    `otpauth://totp/Barangay%20San%20Isidro:${encodeURIComponent(TEST_ADMIN.email)}?issuer=Barangay%20San%20Isidro&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  await expectAccessible('the enrolment step');

  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const saved = page.getByRole('region', { name: 'Recovery codes' });
  await saved.waitFor();
  await expect(saved.getByText('Save these recovery codes now: they will not be shown again.', { exact: false }).isVisible()).resolves.toBe(true);
  recoveryCodes = await saved.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectAccessible('the recovery codes');
  expect(await page.evaluate(() => window.localStorage.getItem('access'))).toBeNull();

  await page.getByRole('button', { name: 'I have saved my recovery codes, continue' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await logOut();
});

it('signs in with the password and then a code from the app', async () => {
  await passwordStep(TEST_ADMIN.password);
  await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
  // The code just used at enrolment is spent: it is refused, on the field.
  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('This code was already used. Wait for the next one.').waitFor();
  await expectAccessible('the code step with its error');

  await page.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await logOut();
});

it('signs in with a recovery code, and changes the password from the Account screen', async () => {
  await passwordStep(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${server.url}/dashboard`);

  await page.getByRole('link', { name: 'Account' }).click();
  await page.waitForURL(`${server.url}/account`);
  await page.getByText('Recovery codes left: 9.', { exact: false }).waitFor();
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' }).count()).resolves.toBe(0);
  await expectAccessible('the Account screen');

  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current Password', { exact: true }).fill('not-the-password');
  await form.getByLabel('New Password', { exact: true }).fill('bagong-susi-2026');
  await form.getByLabel('Repeat Password', { exact: true }).fill('bagong-susi-2026');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await form.getByText('The current password is not correct.').waitFor();
  await form.getByLabel('Current Password', { exact: true }).fill(TEST_ADMIN.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('status').getByText('Password changed.', { exact: false }).waitFor();
  await logOut();

  await passwordStep('bagong-susi-2026');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
});
