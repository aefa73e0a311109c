import type { Locator, Page } from 'playwright-core';
import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { registrationPayload } from '../utils/fixtures';
import { filesOnDiskForFile, samplePdf, samplePng } from '../utils/sample-files';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// The ID verification loop (docs/rules/id-verification.md#id-verification) in a real browser: a resident uploads an ID, the administrator approves it, the resident is verified.
const server = testServerForFile();
const browser = browserForFile();
const onDisk = filesOnDiskForFile({
  id: { name: 'valid-id.png', bytes: samplePng() },
  pdfId: { name: 'umid.pdf', bytes: samplePdf() },
});

it('a resident uploads an ID, the administrator approves it, and the resident sees Verified', async () => {
  const lastName = `Verifica${Date.now()}`;
  const payload = registrationPayload({ first_name: 'Corazon', last_name: lastName });
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);

  // The resident: Unverified, Get Verified, the upload.
  const resident = await signedInPage(browser, server.url, String(payload.email), String(payload.password), '/resident/barangay-projects');
  await resident.goto(`${server.url}/resident/profile`);
  const verification = resident.locator('section').filter({ has: resident.getByRole('heading', { name: 'ID Verification' }) });
  await verification.getByText('Unverified', { exact: true }).waitFor();
  await resident.getByRole('button', { name: 'Get Verified' }).click();
  const upload = resident.getByRole('dialog', { name: 'Upload Valid ID' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await upload.getByText('Please select a valid ID file to upload.').waitFor();
  await upload.getByLabel('Valid ID', { exact: true }).setInputFiles(onDisk.id);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(resident, 'Valid ID uploaded successfully. Verification in progress.');
  await verification.getByText('Pending', { exact: true }).waitFor();
  expect(await resident.getByRole('button', { name: 'Get Verified' }).count()).toBe(0);

  // The administrator: finds the resident, says why they open the ID, sees it, approves after confirming.
  const admin = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await admin.goto(`${server.url}/resident-list`);
  await admin.getByLabel('Search residents').fill(lastName.toLowerCase().slice(0, 12));
  const row = admin.getByRole('row').filter({ hasText: lastName });
  await row.getByText('Pending', { exact: true }).waitFor();
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = admin.getByRole('dialog', { name: /Resident Details/ });
  await openIdFor(details, 'Verifying identity');
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

  // The resident, on the next load: Verified, and the next token says so (document requests open up). Their "Who viewed
  // my data" names the administrator's look at the ID, and why (docs/architecture.md#privacy-access-ledger).
  await resident.reload();
  await verification.getByText('Verified', { exact: true }).waitFor();
  const viewed = resident.getByRole('table', { name: 'Who viewed my data' });
  await viewed.getByRole('row').filter({ hasText: 'Valid ID image' }).filter({ hasText: 'Verifying identity' }).first().waitFor();
  await resident.waitForFunction(() => window.localStorage.getItem('is_verified') === 'true', undefined, { timeout: 10_000 });
  await resident.goto(`${server.url}/resident/document-request`);
  await resident.getByRole('button', { name: 'Request Document' }).click();
  await resident.getByRole('dialog', { name: 'Request Document' }).getByLabel('Document Type').waitFor();
  expect(await resident.getByText('You need to be verified to request a document').count()).toBe(0);

  await resident.context().close();
  await admin.context().close();
});

/** Staff open someone's ID by saying why first (docs/architecture.md#privacy-access-ledger). */
async function openIdFor(details: Locator, purpose: string): Promise<void> {
  await details.getByLabel('Why are you opening this ID?').selectOption({ label: purpose });
  await details.getByRole('button', { name: /^Open ID of / }).click();
}

/** What the page reports about its Content-Security-Policy: console messages and securitypolicyviolation events. */
interface CspWatch {
  consoleMessages: string[];
  /** Settles with the first console message about the policy (a refused frame reports only there). */
  firstRefusal: Promise<string>;
  violations: (page: Page) => Promise<string[]>;
}

/**
 * Starts recording, in every frame of the page from its first script on, the securitypolicyviolation events
 * (directive and blocked URL) and every console message that mentions the Content Security Policy.
 */
async function watchCsp(page: Page): Promise<CspWatch> {
  const consoleMessages: string[] = [];
  let refused: (text: string) => void = () => {};
  const firstRefusal = new Promise<string>((resolve) => {
    refused = resolve;
  });
  page.on('console', (message) => {
    if (!/content security policy|frame-ancestors|refused to (frame|load|display)/i.test(message.text())) return;
    consoleMessages.push(message.text());
    refused(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI}`;
      // A framed document reports to its parent too, so the top page's list holds every frame's violations.
      seen.push(report);
      if (window.parent !== window) (window.parent as unknown as { cspViolations?: string[] }).cspViolations?.push(report);
    });
  });
  return {
    consoleMessages,
    firstRefusal,
    violations: async (watched) => await watched.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]),
  };
}

it("the administrator previews a resident's PDF valid ID in the details, with no Content-Security-Policy violation", async () => {
  const lastName = `Pdfpreview${Date.now()}`;
  const payload = registrationPayload({ first_name: 'Teodora', last_name: lastName });
  expect((await server.rest('POST', '/auth/user/', payload)).status).toBe(201);

  // The resident uploads a real one-page PDF through the profile's upload dialog.
  const resident = await signedInPage(browser, server.url, String(payload.email), String(payload.password), '/resident/barangay-projects');
  await resident.goto(`${server.url}/resident/profile`);
  await resident.getByRole('button', { name: 'Get Verified' }).click();
  const upload = resident.getByRole('dialog', { name: 'Upload Valid ID' });
  await upload.getByLabel('Valid ID', { exact: true }).setInputFiles(onDisk.pdfId);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(resident, 'Valid ID uploaded successfully. Verification in progress.');
  await resident.context().close();

  const admin = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  const csp = await watchCsp(admin);
  await admin.goto(`${server.url}/resident-list`);
  await admin.getByLabel('Search residents').fill(lastName.toLowerCase().slice(0, 14));
  const row = admin.getByRole('row').filter({ hasText: lastName });
  await row.getByText('Pending', { exact: true }).waitFor();

  // The file's answer to the preview frame: watched from before the dialog opens.
  const framedFile = admin.waitForResponse((response) => /\/api\/auth\/user\/\d+\/valid-id\/\?token=/.test(response.url())
    && response.request().frame() !== admin.mainFrame());
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = admin.getByRole('dialog', { name: /Resident Details/ });
  await openIdFor(details, 'Processing a document request');
  const preview = details.locator('iframe[title="Valid ID of Teodora Santos ' + lastName + ' (PDF)"]');
  await preview.waitFor({ state: 'visible' });

  const answer = await framedFile;
  expect(answer.status()).toBe(200);
  const headers = await answer.allHeaders();
  expect(headers['content-type']).toBe('application/pdf');
  // Framed by the portal's own page, and by no one else.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  const box = await preview.boundingBox();
  expect(box && box.width > 100 && box.height > 100).toBe(true);

  // The frame shows the same private link the resident's file is opened with in a new tab.
  const link = details.getByRole('link', { name: 'Open the PDF in a new tab' });
  expect(await link.getAttribute('target')).toBe('_blank');
  const src = await preview.getAttribute('src');
  expect(src).toMatch(/\/api\/auth\/user\/\d+\/valid-id\/\?token=[^&]+&purpose=process_document_request$/);
  expect(await link.getAttribute('href')).toBe(src);
  expect(new URL(answer.url()).pathname + new URL(answer.url()).search).toBe(src);

  // The frame holds the file's document (a refused frame gets an error page the portal cannot reach)...
  const frameLoaded = admin.waitForFunction((frame) => {
    const document = (frame as HTMLIFrameElement).contentDocument;
    return document !== null && document.readyState === 'complete' && document.URL.includes('/valid-id/');
  }, await preview.elementHandle());
  expect(await Promise.race([frameLoaded.then(() => 'the PDF loaded in the frame'), csp.firstRefusal]))
    .toBe('the PDF loaded in the frame');
  // ...and nothing was refused on the way: no violation event, no console message about the policy.
  expect(await csp.violations(admin)).toEqual([]);
  expect(csp.consoleMessages).toEqual([]);

  // The watch sees a violation when there is one, and the policy still forbids plugins: an <object> of
  // the same file, as the dialog used to embed it, is refused under object-src 'none'.
  await admin.evaluate((url) => {
    const object = document.createElement('object');
    object.type = 'application/pdf';
    object.data = url;
    document.body.append(object);
  }, src!);
  await admin.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
  expect(await csp.violations(admin)).toEqual([expect.stringMatching(/^object-src blocked /)]);

  await admin.context().close();
});
