import type { Page } from 'playwright-core';
import fil from '../../packages/domain/src/i18n/catalogues/fil.json';
import { adminForFile } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { createDocumentType, moveRequest } from '../utils/documents';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';
import { REDUCED_MOTION } from './support/motion';

// English and Filipino (docs/architecture/languages.md#choosing), in Chromium against the built portal: the first
// visit follows the browser's language and the server renders in it; a guest's switch survives a reload; a staff
// member's choice follows them to another browser; a resident registers, requests a document and is told it moved,
// all in Filipino on a 375 px phone, with axe clean on every screen.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);

const TAGLINE = { en: 'Serving our community with transparency, safety and care.', fil: 'Naglilingkod sa ating komunidad nang tapat, ligtas at may malasakit.' };
const PHONE = { width: 375, height: 740 };

const htmlLang = async (page: Page) => await page.evaluate(() => document.documentElement.lang);

/** The page's language once it is interactive: the switch offers the other one. */
async function switchOffers(page: Page, language: 'Filipino' | 'English'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${language}$`) }).waitFor();
}

it('renders /home in Filipino for a browser set to Filipino, from the server on, and hydrates in it', async () => {
  const page = await browser.newPage({ locale: 'fil-PH' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto(`${server.url}/home`);
  const served = await response!.text();
  expect(served).toContain('<html lang="fil">');
  expect(served).toContain(TAGLINE.fil);
  expect(response!.headers().vary).toMatch(/Accept-Language/);
  await switchOffers(page, 'English');
  expect(await htmlLang(page)).toBe('fil');
  expect(await page.getByRole('link', { name: 'Makipag-ugnayan' }).first().isVisible()).toBe(true);
  expect(problems).toEqual([]);
});

it("keeps a guest's switch across a reload, in the lang cookie the server reads too", async () => {
  const page = await browser.newPage({ ...REDUCED_MOTION, locale: 'en-US', viewport: PHONE });
  await page.goto(`${server.url}/home`);
  await page.getByText(TAGLINE.en).waitFor();
  await page.getByRole('button', { name: 'Read in Filipino' }).click();
  await page.getByText(TAGLINE.fil).waitFor();
  expect(await htmlLang(page)).toBe('fil');

  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain(TAGLINE.fil);
  await switchOffers(page, 'English');
  expect(await htmlLang(page)).toBe('fil');
  await expectNoSeriousViolations(page, '/home in Filipino at 375 px');

  await page.getByRole('button', { name: 'Basahin sa English' }).click();
  await page.getByText(TAGLINE.en).waitFor();
  await page.reload();
  await page.getByText(TAGLINE.en).waitFor();
});

it("follows a staff member's choice to another browser", async () => {
  const office = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard', { locale: 'en-US' });
  const menu = office.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('link', { name: 'Document Types' }).waitFor();
  await menu.getByRole('button', { name: 'Read in Filipino' }).click();
  await office.getByRole('navigation', { name: 'Menu sa gilid' }).getByRole('link', { name: 'Mga Uri ng Dokumento' }).waitFor();
  await eventually(async () => {
    const rows = await server.database.db.query<{ preferred_language: string | null }[]>('SELECT preferred_language FROM "user" WHERE email = $1', [TEST_ADMIN.email]);
    return rows[0]?.preferred_language === 'fil';
  }, POLL_LIMIT_MS, "the account's preferred language");

  // Another device, whose browser says English and has no cookie: the account's preference wins after sign-in.
  const home = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard', { locale: 'en-US' });
  await home.getByRole('navigation', { name: 'Menu sa gilid' }).getByRole('link', { name: 'Mga Uri ng Dokumento' }).waitFor();
  expect(await htmlLang(home)).toBe('fil');
});

it('walks a resident through registration, a request and its notification in Filipino on a phone', async () => {
  const email = `filipino${Date.now()}@example.com`;
  const password = 'bayanihan-2026';
  const page = await browser.newPage({ ...REDUCED_MOTION, locale: 'fil-PH', viewport: PHONE });
  const label = (key: keyof typeof fil.auth) => fil.auth[key];

  await page.goto(`${server.url}/register`);
  await page.getByLabel(label('fields.email'), { exact: true }).waitFor();
  await expectNoSeriousViolations(page, 'the registration wizard in Filipino');
  const steps: Array<Record<string, string | { choose: string }>> = [
    { [label('fields.email')]: email, [label('fields.password')]: password, [label('fields.repeatPassword')]: password, [label('fields.nickname')]: 'Andoy' },
    { [label('fields.middleName')]: 'De Castro', [label('fields.firstName')]: 'Andres', [label('fields.lastName')]: 'Bonifacio', [label('fields.gender')]: { choose: 'male' } },
    { [label('fields.address')]: 'Purok 3, Barangay San Isidro', [label('fields.birthdate')]: '1992-11-30', [label('fields.birthPlace')]: 'Tondo, Manila', [label('fields.contactNumber')]: '09171112222' },
  ];
  for (const step of steps) {
    for (const [name, entry] of Object.entries(step)) {
      const field = page.getByLabel(name, { exact: true });
      if (typeof entry === 'string') await field.fill(entry);
      else await field.selectOption(entry.choose);
    }
    await page.getByRole('button', { name: label('register.next') }).click();
  }
  await page.getByLabel(label('fields.civilStatus'), { exact: true }).selectOption('single');
  await page.getByLabel(label('fields.isEmployed'), { exact: true }).selectOption('yes');
  await page.getByLabel(label('fields.isVoter'), { exact: true }).selectOption('yes');
  await page.getByLabel(label('fields.religion'), { exact: true }).fill('Aglipayan');
  await page.getByLabel(label('fields.privacyConsent'), { exact: true }).check();
  await page.getByRole('button', { name: label('register.submit') }).click();
  await page.getByText(label('login.registered')).waitFor();

  // The barangay verified her ID at the hall; a document type is offered.
  await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [email]);
  const typeName = `Barangay Clearance ${Date.now()}`;
  await createDocumentType(server, admin, { name: typeName, fields: [{ name: 'Purpose' }] });

  await page.getByLabel(label('fields.email'), { exact: true }).fill(email);
  await page.getByLabel(label('fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: label('login.submit'), exact: true }).click();
  await page.waitForURL(`${server.url}/resident/barangay-projects`);

  await page.goto(`${server.url}/resident/document-request`);
  await page.getByRole('button', { name: fil.documentRequests['resident.requestDocument'] }).click();
  const dialog = page.getByRole('dialog', { name: fil.documentRequests['request.title'] });
  await dialog.getByRole('combobox').first().selectOption({ label: typeName });
  await dialog.getByLabel('Purpose').fill('Trabaho');
  await expectNoSeriousViolations(page, 'the request form in Filipino');
  await dialog.getByRole('button', { name: fil.documentRequests['request.submit'] }).click();
  await dialog.getByRole('button', { name: fil.ui['modal.close'] }).last().click();
  await page.getByText(typeName).first().waitFor();

  // The office starts on it: the bell says so, in Filipino, without a reload.
  const [{ id, residentId }] = await server.database.db.query<{ id: number; residentId: number }[]>(
    'SELECT r.id, u.id AS "residentId" FROM document_request r JOIN "user" u ON u.id = r.requester_id WHERE u.email = $1', [email]);
  await eventually(() => server.portal.services.notifications.liveSubscriptions(residentId) >= 1, POLL_LIMIT_MS, "the bell's subscription");
  await moveRequest(server, admin, id, 'processing');
  const title = fil.notices['requestProcessing.title'].replace('{documentType}', typeName);
  await page.getByRole('banner').getByRole('button', { name: /^Mga abiso, 1 / }).click();
  await page.getByText(title).first().waitFor();
  await expectNoSeriousViolations(page, 'the notifications in Filipino');
  expect(await htmlLang(page)).toBe('fil');
});
