import { loginAdmin, residentSession, type Session } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { testServerForFile } from '../utils/test-server';

// Notifications and certificate verification in a real browser: the resident learns live (no reload) that the request is ready for pickup,
// and a third party with no account checks the certificate on the public verification page.
const server = testServerForFile();
const browser = browserForFile();

async function verificationCode(admin: Session, requestId: number): Promise<string> {
  const { data, errors } = await server.graphql<{ documentRequest: { certificate: { verificationCode: string } | null } }>(
    'query ($id: Int!) { documentRequest(id: $id) { certificate { verificationCode } } }', { id: requestId }, admin.access);
  if (errors || !data?.documentRequest.certificate) throw new Error(`no certificate: ${JSON.stringify(errors)}`);
  return data.documentRequest.certificate.verificationCode;
}

it('the resident sees the pickup notification live, and a guest verifies the certificate', async () => {
  const admin = await loginAdmin(server);
  const typeName = `Barangay Clearance ${Date.now()}`;
  const typeId = await createDocumentType(server, admin, { name: typeName, fields: [{ name: 'Purpose' }] });
  const lastName = `Ramos${Date.now()}`;
  const resident = await residentSession(server, {
    verified: true, overrides: { first_name: 'Melchora', middle_name: 'Aquino', last_name: lastName },
  });
  const request = await submitRequest(server, resident, typeId, { Purpose: 'Employment' });
  const reference = request.reference_number;
  expect(reference).toMatch(/-\d{4}-\d{6}$/);

  // The resident is on the projects page; the bell has nothing unread.
  const page = await signedInPage(browser, server.url, resident.email, RESIDENT_PASSWORD, '/resident/barangay-projects');
  const topBar = page.getByRole('banner');
  await topBar.getByRole('button', { name: 'Notifications, no unread' }).waitFor({ timeout: 10_000 });
  // The bell's subscription must have reached the server before anything happens.
  await waitForSubscriber(resident);

  // The administrator, through the API, moves the request to processing and then to pickup.
  await moveRequest(server, admin, request.id, 'processing', 'pickup');

  // Without a reload, the bell counts both and the toast announces the latest.
  await topBar.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 10_000 });
  await page.getByRole('status').filter({ hasText: `New: ${typeName} is ready for pickup` }).waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // Opening the bell lists them newest first, and marks them read.
  await topBar.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const entries = panel.getByRole('listitem');
  await entries.first().getByText(`${typeName} is ready for pickup`, { exact: true }).waitFor();
  expect(await entries.count()).toBe(2);
  await entries.first().getByText(`Reference: ${reference}`).waitFor();
  await topBar.getByRole('button', { name: 'Notifications, no unread' }).waitFor({ timeout: 10_000 });
  const [{ unread }] = await server.database.db.query(
    'SELECT count(*)::int AS unread FROM notification WHERE recipient_id = $1 AND read_at IS NULL', [resident.id]);
  expect(unread).toBe(0);

  // A third party with no account checks the certificate's code.
  const code = await verificationCode(admin, request.id);
  const guest = await browser.newPage();
  await guest.goto(`${server.url}/verify/${code}`);
  await guest.getByRole('heading', { level: 1, name: 'Document Verification' }).waitFor({ timeout: 10_000 });
  await guest.getByText('This document is genuine and valid.').waitFor({ timeout: 10_000 });
  await guest.getByText(reference, { exact: true }).waitFor();
  await guest.getByText(typeName, { exact: true }).waitFor();
  // Nothing personal beyond the masked name and what the certificate itself prints (its certified fields,
  // so a verifier can compare them with the paper): no middle or family name, no e-mail, no address.
  const shown = await guest.locator('main').innerText();
  expect(shown).toContain('Melchora A. R***');
  expect(shown).toContain('Purpose: Employment');
  for (const hidden of ['Aquino', lastName, resident.email]) expect(shown).not.toContain(hidden);
  expect(await guest.getByRole('navigation', { name: 'Main' }).count()).toBe(1);

  await guest.goto(`${server.url}/verify/not-a-real-code-0000000000`);
  await guest.getByText('No document matches this code. It may have been mistyped or is not genuine.').waitFor({ timeout: 10_000 });

  await guest.context().close();
  await page.context().close();
});

/** Waits until the server counts a live notificationAdded subscription of this user (the bell's). */
async function waitForSubscriber(user: Session): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (server.portal.services.notifications.liveSubscriptions(user.id) < 1) {
    if (Date.now() > deadline) throw new Error('the bell never subscribed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
