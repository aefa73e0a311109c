import { startSmtpServer, type TestSmtpServer } from '../utils/smtp';
import { browserForFile, expectText, signedInPage, signInThroughLoginPage } from '../utils/browser';
import { startTestServer, TEST_ADMIN, type TestServer } from '../utils/test-server';

// With e-mail configured, a new staff member chooses their own password through the one-time link they are
// e-mailed (docs/rules/accounts.md#staff-roles), in a real browser against the built portal: the Punong Barangay adds them on the Staff
// screen, the member opens the link, sets a password, and signs in to the screens of their office.
const PUBLIC_URL = 'https://portal.sanisidro.example.ph';
const PASSWORD = 'Bagong-Taon-Masaya-2027';
const browser = browserForFile();
let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'hall@sanisidro.example.ph', PUBLIC_URL, OUTBOX_INTERVAL_MS: '0' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

it('adds a member who then sets their password through the e-mailed link and signs in', async () => {
  const manager = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await manager.goto(`${server.url}/staff`);
  await manager.getByRole('button', { name: 'Add staff member', exact: true }).click();
  const form = manager.getByRole('dialog', { name: 'Add staff member' });
  await form.getByLabel(/E-mail/).fill('kalihim@barangay.test');
  await form.getByLabel(/First name/).fill('Tala');
  await form.getByLabel(/Last name/).fill('Reyes');
  await form.getByLabel(/Role/).selectOption({ label: 'Barangay Secretary' });
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await manager.getByRole('dialog', { name: 'Link sent' }).waitFor();
  await expectText(manager, 'We e-mailed Tala Reyes at kalihim@barangay.test a link to choose their password.');

  await server.portal.services.outbox.drain();
  const [mail] = await smtp.waitFor(1);
  const link = /^https:\/\/portal\.sanisidro\.example\.ph(\/set-password#token=[\w.-]+)$/m.exec(mail.text);
  expect(link).not.toBeNull();

  // The member's own browser; the link's origin is PUBLIC_URL, which in this test is the server on loopback.
  const member = await browser.newPage();
  await member.goto(`${server.url}${link![1]}`);
  await member.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  await member.waitForURL(`${server.url}/set-password`);
  await member.getByLabel(/^New Password/).fill(PASSWORD);
  await member.getByLabel(/^Repeat Password/).fill(PASSWORD);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expectText(member, 'Your password is set. Sign in with your e-mail and your new password.');

  await signInThroughLoginPage(member, server.url, 'kalihim@barangay.test', PASSWORD);
  await member.waitForURL(`${server.url}/dashboard`);
  await member.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Residents' }).waitFor();

  // The link worked once: opened again, it is refused with the server's word.
  const again = await browser.newPage();
  await again.goto(`${server.url}${link![1]}`);
  await again.getByLabel(/^New Password/).fill('Iba-Namang-Password-2028');
  await again.getByLabel(/^Repeat Password/).fill('Iba-Namang-Password-2028');
  await again.getByRole('button', { name: 'Set password' }).click();
  await expectText(again, 'This link has expired or was already used. Ask the barangay office for a new one.');
});
