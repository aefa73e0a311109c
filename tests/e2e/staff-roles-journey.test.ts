import type { Page } from 'playwright-core';
import { adminForFile, login, residentForFile } from '../utils/accounts';
import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { createDocumentType, submitRequest } from '../utils/documents';
import { testServerForFile } from '../utils/test-server';

// Staff roles per official (docs/rules/accounts.md#staff-roles) in a real browser against the built portal: the Secretary signs in, sees
// only the screens of the office and reviews a request; the SK Chairperson posts an event but is told the
// residents list is not part of the role.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });
const PASSWORD = 'Bagong-Taon-Masaya-2027';

/** A member of the office with `office`'s built-in role, past the one-time password (as the member would do on the Account screen). */
async function officeMember(office: string, email: string): Promise<string> {
  const roles = await server.graphql<{ roles: Array<{ id: number; builtIn: string }> }>('{ roles { id builtIn } }', {}, admin.access);
  const roleId = roles.data!.roles.find((role) => role.builtIn === office)!.id;
  const created = await server.graphql<{ createStaffMember: { temporaryPassword: string } }>(
    'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { temporaryPassword } }',
    { input: { email, firstName: 'Tala', lastName: 'Reyes', roleId } }, admin.access);
  const temporaryPassword = created.data!.createStaffMember.temporaryPassword;
  const first = await login(server, email, temporaryPassword);
  const changed = await server.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    { input: { currentPassword: temporaryPassword, password: PASSWORD } }, first.access);
  expect(changed.errors).toBeUndefined();
  return email;
}

const menuLabels = async (page: Page) =>
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link').allTextContents();

it('lets the Secretary see only the office screens and review a request', async () => {
  const typeName = `Barangay Clearance ${Date.now()}`;
  const typeId = await createDocumentType(server, admin, { name: typeName, fields: [{ name: 'Purpose' }] });
  await submitRequest(server, resident, typeId);
  const email = await officeMember('SECRETARY', 'secretary@barangay.test');

  const page = await browser.newPage();
  try {
    await signInThroughLoginPage(page, server.url, email, PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 10_000 });
    expect(await menuLabels(page)).toEqual([
      'Dashboard', 'Project Manager', 'Document Types', 'Document Requests', 'Residents', 'Registry', 'Registry Reports',
      'Barangay Officials', 'Events', 'Announcements', 'Contact Details', 'Data Access', 'Privacy Notice', 'Correction Requests',
      'Erasure Requests', 'Account',
    ]);

    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Document Requests' }).click();
    await page.getByLabel('Search requests').fill(typeName);
    const row = page.getByRole('row').filter({ hasText: typeName });
    await row.getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review Document Request' });
    await review.getByLabel('Change Status').selectOption({ label: 'Processing' });
    await review.getByRole('button', { name: 'Update Status' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change Status' }).click();
    await expectText(page, 'Request changed status to Processing successfully.');
    await row.getByText('Processing', { exact: true }).waitFor();

    // The Secretary does not manage staff: the Staff screen says so instead of showing it.
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { level: 1, name: 'Not part of your role' }).waitFor();
  } finally {
    await page.close();
  }
  const [moved] = await server.database.db.query(
    `SELECT change.changed_by, "user".email FROM document_request_status_change change JOIN "user" ON "user".id = change.changed_by
      WHERE change.to_status = 'processing' ORDER BY change.id DESC LIMIT 1`);
  expect(moved.email).toBe(email);
});

it('lets the SK Chairperson post an event, and tells them the residents list is not part of the role', async () => {
  const email = await officeMember('SK_CHAIRPERSON', 'sk@barangay.test');
  const name = `Liga ng Kabataan ${Date.now()}`;
  const page = await browser.newPage();
  try {
    await signInThroughLoginPage(page, server.url, email, PASSWORD);
    await page.waitForURL(`${server.url}/project-list`);
    expect(await menuLabels(page)).toEqual(['Project Manager', 'Barangay Officials', 'Events', 'Announcements', 'Contact Details', 'Account']);

    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add Event' });
    await form.getByLabel('Event Name', { exact: true }).fill(name);
    await form.getByLabel('Target Audience', { exact: true }).selectOption('Teens');
    await form.getByLabel('Event Date', { exact: true }).fill('2026-12-12');
    await form.getByLabel('Expected Number of Attendees', { exact: true }).fill('120');
    await form.getByLabel('Actual Attendees', { exact: true }).fill('0');
    await form.getByLabel('Status', { exact: true }).selectOption('Upcoming');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(page, 'Event added.', { exact: true });
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    await page.goto(`${server.url}/resident-list`);
    await page.getByRole('heading', { level: 1, name: 'Not part of your role' }).waitFor();
    await expectText(page, 'Your role does not include this screen.');
    expect(await page.getByRole('table').count()).toBe(0);
  } finally {
    await page.close();
  }
});
