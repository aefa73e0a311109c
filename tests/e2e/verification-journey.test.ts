import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../utils/browser';
import { registrationPayload } from '../utils/fixtures';
import { samplePng } from '../utils/sample-files';
import { startTestServer, TEST_ADMIN, TestServer } from '../utils/test-server';

// Issue 4's loop in a real browser: a resident uploads an ID, the administrator approves it, the resident is verified.
let server: TestServer;
let browser: Browser;
let tempDir: string;
let idFile: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'verification-journey-'));
  idFile = path.join(tempDir, 'valid-id.png');
  writeFileSync(idFile, samplePng());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

async function signedInPage(email: string, password: string, landing: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.url}${landing}`);
  return page;
}

async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

it('a resident uploads an ID, the administrator approves it, and the resident sees Verified', async () => {
  const lastName = `Verifica${Date.now()}`;
  const payload = registrationPayload({ first_name: 'Corazon', last_name: lastName });
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);

  // The resident: Unverified, Get Verified, the upload.
  const resident = await signedInPage(String(payload.email), String(payload.password), '/resident/barangay-projects');
  await resident.goto(`${server.url}/resident/profile`);
  const verification = resident.locator('section').filter({ has: resident.getByRole('heading', { name: 'ID Verification' }) });
  await verification.getByText('Unverified', { exact: true }).waitFor();
  await resident.getByRole('button', { name: 'Get Verified' }).click();
  const upload = resident.getByRole('dialog', { name: 'Upload Valid ID' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await upload.getByText('Please select a valid ID file to upload.').waitFor();
  await upload.getByLabel('Valid ID', { exact: true }).setInputFiles(idFile);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(resident, 'Valid ID uploaded successfully. Verification in progress.');
  await verification.getByText('Pending', { exact: true }).waitFor();
  expect(await resident.getByRole('button', { name: 'Get Verified' }).count()).toBe(0);

  // The administrator: finds the resident, sees the ID, approves after confirming.
  const admin = await signedInPage(TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await admin.goto(`${server.url}/resident-list`);
  await admin.getByLabel('Search residents').fill(lastName.toLowerCase().slice(0, 12));
  const row = admin.getByRole('row').filter({ hasText: lastName });
  await row.getByText('Pending', { exact: true }).waitFor();
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = admin.getByRole('dialog', { name: /Resident Details/ });
  const picture = details.getByRole('img', { name: /Valid ID of Corazon/ });
  await picture.waitFor();
  await admin.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await picture.elementHandle(),
  );
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = admin.getByRole('alertdialog');
  await confirm.getByText("Are you sure you want to approve this resident's valid ID?").waitFor();
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectText(admin, 'User approved successfully!');
  await row.getByText('Verified', { exact: true }).waitFor();

  // The decision is recorded with who and when, and shown in the details.
  await row.getByRole('button', { name: /View Details/ }).click();
  await admin.getByRole('dialog', { name: /Resident Details/ }).getByText(/Approved by .+ on /).waitFor();
  expect(await admin.getByRole('dialog', { name: /Resident Details/ }).getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

  // The resident, on the next load: Verified, and the next token says so (document requests open up).
  await resident.reload();
  await verification.getByText('Verified', { exact: true }).waitFor();
  await resident.waitForFunction(() => window.localStorage.getItem('is_verified') === 'true', undefined, { timeout: 10_000 });
  await resident.goto(`${server.url}/resident/document-request`);
  await resident.getByRole('button', { name: 'Request Document' }).click();
  await resident.getByRole('dialog', { name: 'Request Document' }).getByLabel('Document Type').waitFor();
  expect(await resident.getByText('You need to be verified to request a document').count()).toBe(0);

  await resident.context().close();
  await admin.context().close();
});
