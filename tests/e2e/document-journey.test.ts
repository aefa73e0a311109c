import { residentSession } from '../utils/accounts';
import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Document requests (docs/rules/documents.md#documents) in a real browser: a type with two fields, a verified resident's request, and its whole lifecycle.
const server = testServerForFile();
const browser = browserForFile();

it('an administrator defines a type, a verified resident requests it, and it moves to Released', async () => {
  const typeName = `Barangay Clearance ${Date.now()}`;

  // The administrator creates the document type with two fields.
  const admin = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await admin.goto(`${server.url}/document-type-manager`);
  await admin.getByRole('button', { name: 'Add Document Type' }).click();
  const form = admin.getByRole('dialog', { name: 'Add Document Type' });
  await form.getByLabel('Name', { exact: true }).fill(typeName);
  await form.getByLabel('Description', { exact: true }).fill('Proof of good standing in the barangay.');
  await form.getByRole('button', { name: 'Add Document Type' }).click();
  await form.getByText('Please add at least one field before submitting.').waitFor();
  await form.getByRole('button', { name: 'Add Field' }).click();
  await form.getByLabel('Field 1 Name').fill('Purpose');
  await form.getByRole('button', { name: 'Add Field' }).click();
  await form.getByLabel('Field 2 Name').fill('Years of Residency');
  await form.getByLabel('Field 2 Type').selectOption('NUMBER');
  await form.getByRole('button', { name: 'Add Document Type' }).click();
  await expectText(admin, 'Document type created!');
  const typeRow = admin.getByRole('row').filter({ hasText: typeName });
  expect(await typeRow.getByRole('cell').nth(2).textContent()).toBe('2');

  // A verified resident requests it.
  const session = await residentSession(server, { verified: true, overrides: { first_name: 'Gabriela', last_name: `Silang${Date.now()}` } });
  const resident = await signedInPage(browser, server.url, session.email, RESIDENT_PASSWORD, '/resident/barangay-projects');
  await resident.goto(`${server.url}/resident/document-request`);
  await resident.getByRole('button', { name: 'Request Document' }).click();
  const request = resident.getByRole('dialog', { name: 'Request Document' });
  await request.getByLabel('Document Type').selectOption({ label: typeName });
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await request.getByText('Purpose is required.').waitFor();
  await request.getByLabel('Purpose').fill('Employment');
  await request.getByLabel('Years of Residency').fill('12');
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expectText(resident, 'Document request submitted!');
  const ownRow = resident.getByRole('row').filter({ hasText: typeName });
  await ownRow.getByText('Pending', { exact: true }).waitFor();
  await ownRow.getByRole('button', { name: /^Cancel/ }).waitFor();

  // The administrator moves it pending -> processing -> pickup -> released through the Review modal.
  await admin.goto(`${server.url}/document-request-manager`);
  await admin.getByLabel('Search requests').fill(typeName);
  const adminRow = admin.getByRole('row').filter({ hasText: typeName });
  for (const [label, shown] of [['Processing', 'Processing'], ['For Pickup', 'For Pickup'], ['Released', 'Released']] as const) {
    await adminRow.getByRole('button', { name: /^Review/ }).click();
    const review = admin.getByRole('dialog', { name: 'Review Document Request' });
    await review.getByText('Employment').waitFor();
    await review.getByLabel('Change Status').selectOption({ label });
    await review.getByRole('button', { name: 'Update Status' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText(`Are you sure you want to change the status to ${label}?`).waitFor();
    await confirm.getByRole('button', { name: 'Change Status' }).click();
    await expectText(admin, `Request changed status to ${label} successfully.`);
    await adminRow.getByText(shown, { exact: true }).waitFor();
  }

  // Released is final: the selector is disabled with the spec's note.
  await adminRow.getByRole('button', { name: /^Review/ }).click();
  const finalReview = admin.getByRole('dialog', { name: 'Review Document Request' });
  await finalReview.getByText('This request has already been released.').waitFor();
  expect(await finalReview.getByLabel('Change Status').isDisabled()).toBe(true);
  await finalReview.getByText(/For Pickup to Released by/).waitFor();

  // The resident sees Released and has no way to cancel it; the server refuses it too.
  await resident.reload();
  await ownRow.getByText('Released', { exact: true }).waitFor();
  expect(await ownRow.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
  await ownRow.getByRole('button', { name: /^View/ }).click();
  await resident.getByRole('dialog', { name: 'Request Details' }).getByText(/Processing to For Pickup by/).waitFor();

  const [{ id }] = await server.database.db.query(
    `SELECT r.id FROM document_request r JOIN document_type t ON t.id = r.document_type_id WHERE t.name = $1`, [typeName]);
  const refused = await server.graphql(
    'mutation ($id: Int!) { changeDocumentRequestStatus(id: $id, status: CANCELED) { status } }', { id }, session.access);
  expect(refused.errors?.[0]?.message).toBe('This request has already been released.');

  await resident.context().close();
  await admin.context().close();
});
