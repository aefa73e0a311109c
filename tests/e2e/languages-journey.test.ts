import type { Page } from 'playwright-core';
import { adminForFile } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { eventually, POLL_LIMIT_MS } from '../utils/eventually';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// English and Filipino (docs/architecture/languages.md#choosing), in Chromium against the built portal: the first
// visit follows the browser's language and the server renders in it; a guest's switch survives a reload; a staff
// member's choice follows them to another browser; the Filipino home page passes axe on a phone.
const server = testServerForFile();
const browser = browserForFile();
adminForFile(server);

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
  const page = await browser.newPage({ locale: 'en-US', viewport: PHONE });
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
