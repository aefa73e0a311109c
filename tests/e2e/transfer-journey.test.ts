import type { Page } from 'playwright-core';
import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { addBarangay, graphqlAt, residentAt, signInAt, staffAt } from '../utils/hosts';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// A resident moving between barangays (docs/architecture.md#resident-transfers) in a real browser against the built
// portal: they ask on their Profile at barangay A, B's staff accept on B's Residents screen, and the resident then signs
// in at B's address and finds the request A keeps.
const server = testServerForFile();
const browser = browserForFile();
// A keeps 127.0.0.1, the test server's address; B answers at localhost, the same server.
const A = '127.0.0.1';
const B = 'localhost';
const NEW_ADDRESS = 'Phase 9, Package 4, Block 12, Bagong Silang';

/** A GraphQL call at `host` that must succeed. */
async function dataAt<T>(host: string, token: string, query: string): Promise<T> {
  const answer = await graphqlAt<T>(server, host, query, {}, token);
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The card of a screen titled `title` (its h2). */
const sectionTitled = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

it('moves a resident from A to B: asked on the Profile, accepted on B\'s Residents screen, the request A keeps shown at B', async () => {
  await addBarangay(server, { name: 'Bagong Silang', prefix: 'BS', host: B, defaultHost: A });
  const [{ name: barangayA }] = await server.database.db.query('SELECT name FROM barangay WHERE id = 1');
  const urlB = server.url.replace('127.0.0.1', 'localhost');

  // Made through the API: a verified resident of A whose one request A has released (an unfinished one would stop the move).
  const adminA = await signInAt(server, A, TEST_ADMIN.email, TEST_ADMIN.password);
  const resident = await residentAt(server, A, { verified: true, overrides: { first_name: 'Ligaya', last_name: 'Dimaculangan' } });
  const { createDocumentType } = await dataAt<{ createDocumentType: { id: number } }>(A, adminA.access, `mutation { createDocumentType(input: {
    name: "Barangay Clearance", description: "", fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`);
  const { submitDocumentRequest: request } = await dataAt<{ submitDocumentRequest: { id: number; referenceNumber: string } }>(A, resident.access,
    `mutation { submitDocumentRequest(input: { documentTypeId: ${createDocumentType.id}, fieldData: { Purpose: "Employment" } }) { id referenceNumber } }`);
  for (const status of ['PROCESSING', 'PICKUP', 'RELEASED']) {
    await dataAt(A, adminA.access, `mutation { changeDocumentRequestStatus(id: ${request.id}, status: ${status}) { id } }`);
  }
  const [{ code }] = await server.database.db.query('SELECT verification_code AS code FROM document_certificate WHERE request_id = $1', [request.id]);
  const staffB = await staffAt(server, B);

  // The resident, at A's address, asks to move on the Profile.
  const atA = await browser.newPage();
  await signInThroughLoginPage(atA, server.url, resident.email, RESIDENT_PASSWORD);
  await atA.waitForURL(`${server.url}/resident/barangay-projects`);
  await atA.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Profile' }).click();
  const moving = sectionTitled(atA, 'Moving to another barangay');
  await moving.getByLabel('Barangay').selectOption({ label: 'Bagong Silang' });
  await moving.getByLabel('New address').fill(NEW_ADDRESS);
  await expectNoSeriousViolations(atA, 'the Profile with its move section');
  await moving.getByRole('button', { name: 'Ask to move' }).click();
  await expectText(atA, 'Your request to move to Bagong Silang was sent.');
  await moving.getByText('Waiting for the new barangay', { exact: true }).waitFor();
  await moving.getByText(NEW_ADDRESS, { exact: true }).waitFor();
  await expectNoSeriousViolations(atA, 'the Profile with a move waiting');

  // B's Punong Barangay, at B's address, accepts on the Residents screen.
  const atB = await browser.newPage();
  await signInThroughLoginPage(atB, urlB, staffB.email, RESIDENT_PASSWORD);
  await atB.waitForURL(`${urlB}/dashboard`);
  await atB.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Residents' }).click();
  const incoming = sectionTitled(atB, 'Residents moving here');
  const row = incoming.getByRole('row').filter({ hasText: 'Ligaya Dimaculangan' });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([resident.email, barangayA, NEW_ADDRESS, 'Verified']));
  await expectNoSeriousViolations(atB, '/resident-list with residents moving here');
  await row.getByRole('button', { name: 'Accept Ligaya Dimaculangan' }).click();
  await atB.getByRole('alertdialog', { name: 'Accept resident' }).getByRole('button', { name: 'Accept', exact: true }).click();
  await expectText(atB, 'Ligaya Dimaculangan is now a resident of this barangay.');
  // B's residents list, read afresh, holds them now.
  await atB.getByRole('table', { name: 'Residents', exact: true }).getByRole('row').filter({ hasText: 'Dimaculangan' }).waitFor();
  const [moved] = await server.database.db.query('SELECT barangay_id, address FROM "user" WHERE id = $1', [resident.id]);
  expect(moved).toEqual({ barangay_id: expect.any(Number), address: NEW_ADDRESS });
  expect(moved.barangay_id).not.toBe(1);

  // The resident signs in at B's address from now on, and finds the request A keeps, its certificate verifying there.
  const movedIn = await browser.newPage();
  await signInThroughLoginPage(movedIn, urlB, resident.email, RESIDENT_PASSWORD);
  await movedIn.waitForURL(`${urlB}/resident/barangay-projects`);
  // B's privacy notice is not the one they agreed to at A: they read it and agree before anything else (docs/architecture.md#privacy-notice).
  await movedIn.getByRole('button', { name: 'I agree' }).click();
  await movedIn.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Document Request' }).click();
  const earlier = sectionTitled(movedIn, 'Requests at your earlier barangay');
  const kept = earlier.getByRole('row').filter({ hasText: request.referenceNumber });
  await kept.waitFor();
  expect(await kept.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Barangay Clearance', 'Released', barangayA]));
  await kept.getByRole('link', { name: `Verify certificate of ${request.referenceNumber}` }).click();
  await movedIn.waitForURL(`${urlB}/verify/${code}`);
  await expectText(movedIn, 'This document is genuine and valid.');
});
