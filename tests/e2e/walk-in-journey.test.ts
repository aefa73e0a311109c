import type { Download } from 'playwright-core';
import { login } from '../utils/accounts';
import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { createDocumentType } from '../utils/documents';
import { registrationPayload } from '../utils/fixtures';
import { flat, readPdf } from '../utils/pdf';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// Walk-in service and one person, once in a real browser against the built portal: a walk-in inhabitant's
// clearance is taken at the counter, its claim stub printed, processed to pickup and its certificate verifies; an
// online registration is linked to the existing inhabitant at ID verification.
const server = testServerForFile();
const browser = browserForFile();

/** The registry as the secretary keeps it: a household with Lito (a walk-in) and Rosario (who registers online). */
beforeAll(async () => {
  const admin = await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await server.graphql<Record<string, { id: number }>>(query, variables, admin.access);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data!)[0].id;
  };
  const purokId = await gql('mutation { createPurok(input: { name: "Purok Mabini" }) { id } }');
  const householdId = await gql('mutation ($input: HouseholdInput!) { createHousehold(input: $input) { id } }',
    { input: { householdNumber: 'HH-777', address: '7 Mabini Street', purokId } });
  const inhabitant = (input: Record<string, unknown>) => gql('mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
    { input: { birthPlace: 'Malabon', civilStatus: 'SINGLE', householdId, ...input } });
  await inhabitant({ lastName: 'Bautista', firstName: 'Lito', middleName: 'Ramos', sex: 'MALE', birthdate: '1961-07-04', relationshipToHead: 'HEAD' });
  await inhabitant({ lastName: 'Peñaflor', firstName: 'Rosario', sex: 'FEMALE', birthdate: '1988-03-15', relationshipToHead: 'SIBLING' });
  await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
}, 30_000);

it("takes a walk-in's clearance at the counter, prints the claim stub, processes it, and its certificate verifies", async () => {
  const page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await page.goto(`${server.url}/document-request-manager`);
  await page.getByRole('button', { name: 'Request at the Counter' }).click();
  const counter = page.getByRole('dialog', { name: 'Request at the Counter' });
  await counter.getByLabel('Find the inhabitant', { exact: true }).fill('bautista');
  await counter.getByLabel('Inhabitant', { exact: true }).selectOption({ label: 'Lito Ramos Bautista, born 1961-07-04, household HH-777' });
  await counter.getByLabel('Document Type', { exact: true }).selectOption({ label: 'Barangay Clearance' });
  await counter.getByLabel('Purpose', { exact: true }).fill('Pension application');
  await expectNoSeriousViolations(page, 'the Request at the Counter dialog');
  await counter.getByRole('button', { name: 'Take Request' }).click();
  const taken = counter.getByText(/^Request (\S+) taken for Lito Ramos Bautista\./);
  await taken.waitFor();
  const reference = /^Request (\S+) taken/.exec((await taken.textContent()) ?? '')![1];

  const stubDownload: Promise<Download> = page.waitForEvent('download');
  await counter.getByRole('button', { name: 'Print Claim Stub' }).click();
  const stub = await readPdf(await downloadBytes(await stubDownload));
  expect(flat(stub.pages[0])).toContain(`Reference No. ${reference} Document: Barangay Clearance For: Lito Ramos Bautista`);
  expect(stub.qrCodes).toEqual([`${server.url}/document-request-manager?q=${reference}`]);
  await counter.getByRole('button', { name: 'Done' }).click();

  // The stub's QR code opens the request in the manager; it moves through the same lifecycle as an online one.
  await page.goto(`${server.url}/document-request-manager?q=${reference}`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByText('Taken at the counter').waitFor();
  for (const label of ['Processing', 'For Pickup']) {
    await row.getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review Document Request' });
    await review.getByText('Pension application').waitFor();
    await review.getByLabel('Change Status').selectOption({ label });
    await review.getByRole('button', { name: 'Update Status' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change Status' }).click();
    await expectText(page, `Request changed status to ${label} successfully.`);
    await row.getByText(label, { exact: true }).waitFor();
  }

  // The certificate names the inhabitant; its QR code's page says it is genuine.
  await row.getByRole('button', { name: /^Review/ }).click();
  const review = page.getByRole('dialog', { name: 'Review Document Request' });
  const link = review.getByText(/\/verify\//);
  await link.waitFor();
  const verifyUrl = ((await link.textContent()) ?? '').trim();
  const guest = await browser.newPage();
  await guest.goto(verifyUrl);
  await guest.getByText('Lito R. B***').waitFor();
  await expectText(guest, reference);
  await guest.context().close();
  await page.context().close();
});

it('links an online registration to the inhabitant already in the registry when the ID is verified', async () => {
  const payload = registrationPayload({ first_name: 'ROSARIO', middle_name: 'Lim', last_name: 'Penaflor', birthdate: '1988-03-15', gender: 'female' });
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);
  // Her ID already verified: a link is made only for an approved ID (docs/rules/id-verification.md#registry-link).
  await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [payload.email]);

  const page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await page.goto(`${server.url}/resident-list`);
  await page.getByLabel('Search residents').fill('penaflor');
  await page.getByRole('row').filter({ hasText: 'Penaflor' }).getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: /Resident Details/ });
  await details.getByText('Rosario Peñaflor, born 1988-03-15, household HH-777, 7 Mabini Street').waitFor();
  await expectNoSeriousViolations(page, 'the registry match in Resident Details');
  await details.getByRole('button', { name: 'Link Rosario Peñaflor' }).click();
  await details.getByText(/This resident is linked to the registry record of/).waitFor();
  await details.getByRole('button', { name: 'Unlink' }).waitFor();
  await details.getByRole('button', { name: 'Confirm Link' }).click();
  await details.getByText(/^Confirmed: the resident also sees the record's earlier requests/).waitFor();
  await page.context().close();
});

async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
