import type { Request } from 'playwright-core';
import { loginAdmin, residentSession } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { flat, readPdf } from '../utils/pdf';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Certificates (docs/rules/certificates.md#certificates) in a real browser: a request moved to pickup, its reference number, the resident's PDF certificate,
// and the verification link the administrator sees.
const server = testServerForFile();
const browser = browserForFile();

it('a resident downloads the PDF certificate of a request ready for pickup; the administrator sees its verification link', async () => {
  const stamp = Date.now();
  const typeName = `Certificate of Residency ${stamp}`;
  const lastName = `Silang${stamp}`;

  // Set up through the API: a type, a verified resident's request, moved to pickup by the administrator.
  const admin = await loginAdmin(server);
  const typeId = await createDocumentType(server, admin, { name: typeName, fields: [{ name: 'Purpose' }] });
  const session = await residentSession(server, { verified: true, overrides: { first_name: 'Gabriela', last_name: lastName } });
  const submitted = await submitRequest(server, session, typeId, { Purpose: 'Scholarship application' });
  const reference = submitted.reference_number;
  expect(reference).toMatch(/-\d{4}-\d{6}$/);
  await moveRequest(server, admin, submitted.id, 'processing', 'pickup');

  const details = await server.graphql<{ documentRequest: { requestor: string; certificate: { verificationCode: string } } }>(
    'query ($id: Int!) { documentRequest(id: $id) { requestor certificate { verificationCode } } }', { id: submitted.id }, admin.access);
  const requestor = details.data!.documentRequest.requestor;
  const code = details.data!.documentRequest.certificate.verificationCode;
  expect(requestor).toContain(lastName);

  // The resident sees the reference number and downloads the certificate.
  const resident = await signedInPage(browser, server.url, session.email, RESIDENT_PASSWORD, '/resident/barangay-projects');
  await resident.goto(`${server.url}/resident/document-request`);
  const ownRow = resident.getByRole('row').filter({ hasText: typeName });
  await ownRow.getByText(reference, { exact: true }).waitFor();
  await ownRow.getByText('For Pickup', { exact: true }).waitFor();

  // The button asks for a fresh 5-minute link and opens it in a new tab: whatever the browser then does with
  // the PDF (a viewer or a download), the request it makes is the signed link, which the test fetches itself.
  const certificateRequest = resident.context().waitForEvent('request', {
    predicate: (request: Request) => /\/api\/document-requests\/\d+\/certificate\/\?token=/.test(request.url()),
    timeout: 15_000,
  });
  await ownRow.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  const signedUrl = (await certificateRequest).url();
  expect(signedUrl.startsWith(server.url)).toBe(true);

  const response = await fetch(signedUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = flat((await readPdf(bytes)).pages.join(' '));
  expect(text).toContain(requestor);
  expect(text).toContain(reference);

  // The administrator finds the request by its reference number; the Review modal shows the verification link.
  const adminPage = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await adminPage.goto(`${server.url}/document-request-manager`);
  await adminPage.getByLabel('Search requests').fill(reference);
  const adminRow = adminPage.getByRole('row').filter({ hasText: reference });
  await adminRow.getByText(typeName).waitFor();
  await adminRow.getByRole('button', { name: /^Review/ }).click();
  const review = adminPage.getByRole('dialog', { name: 'Review Document Request' });
  await review.getByText('Scholarship application').waitFor();
  const link = review.getByText(/\/verify\//);
  await link.waitFor();
  const shown = (await link.textContent())?.trim() ?? '';
  expect(shown.endsWith(`/verify/${code}`)).toBe(true);
  await review.getByRole('button', { name: 'Download certificate (PDF)' }).waitFor();
  await review.getByRole('button', { name: 'Revoke certificate' }).waitFor();

  // A guest (no account) opens the verification page of the QR code. The page itself has its own tests
  // (docs/rules/certificates.md#verification-screen); here only that the path is served to a stranger.
  const guest = await browser.newPage();
  const opened = await guest.goto(`${server.url}/verify/${code}`);
  expect(opened?.status()).toBeLessThan(400);

  await guest.context().close();
  await resident.context().close();
  await adminPage.context().close();
});
