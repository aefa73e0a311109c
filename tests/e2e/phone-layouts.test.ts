import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminForFile, residentSession } from '../utils/accounts';
import { browserForFile, signedInContext } from '../utils/browser';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { sampleJpeg } from '../utils/sample-files';
import { REDUCED_MOTION } from './support/motion';
import { onNewPage } from './support/pages';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { pngUpload, restMultipart } from '../utils/uploads';

// The portal on a phone (375 px wide; docs/rules/screens.md#responsive). Every table screen keeps each row's actions on
// screen and clickable with no sideways scrolling, the notification badge adds no overflow, and the opened
// side menu leaves the brand and the bell in sight. Real records fill every table (long names included).
const PHONE = { width: 375, height: 812 };

const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);
let residentContext: BrowserContext;
let adminContext: BrowserContext;

const png = pngUpload;

const PROJECT = 'Concreting of the Farm-to-Market Road from Purok 3 to the Municipal Boundary';
const DOCUMENT_TYPE = 'Certificate of Indigency for Medical Assistance';
const OFFICIAL = 'Hon. Maria Clara Villanueva-Dimagiba';
const EVENT = 'Barangay General Assembly and Budget Hearing';
const ANNOUNCEMENT = 'Scheduled Water Interruption Along Rizal Street';
const PENDING_RESIDENT = 'Bonifacio-Alejandrino';

beforeAll(async () => {
  const created = (what: string, status: number) => {
    if (status !== 201) throw new Error(`creating ${what} failed with ${status}`);
  };
  for (const [index, status] of (['ongoing', 'finished'] as const).entries()) {
    const project = {
      title: index === 0 ? PROJECT : `Drainage Canal Desilting ${index}`,
      description: 'Concreting, drainage, curbs and road markings along the whole stretch.',
      status, date_started: '2025-02-10', ...(status === 'finished' ? { date_ended: '2025-06-20' } : {}),
    };
    created(project.title, (await restMultipart(server, 'POST', '/projects/', project, { project_photo: png(`road-${index}.png`) }, admin.access)).status);
  }
  for (const [index, name] of [EVENT, 'Senior Citizens Wellness Day'].entries()) {
    const event = {
      event_name: name, target_audience: index === 0 ? 'Senior Citizens' : 'Adults', event_date: `2025-0${index + 3}-15`,
      expected_number_of_attendees: '250', actual_attendees: '212', status: index === 0 ? 'Upcoming' : 'Ended',
    };
    created(name, (await restMultipart(server, 'POST', '/events/', event, { event_photo: png(`event-${index}.png`) }, admin.access)).status);
  }
  for (const [index, name] of [OFFICIAL, 'Hon. Jose P. Dizon'].entries()) {
    const official = {
      position: index === 0 ? 'Punong Barangay' : 'Barangay Kagawad (Committee on Infrastructure)', name,
      contact_number: '09171234501', address: 'Purok 1, Barangay San Isidro', term_start: '2023-11-30', term_end: '2026-11-30',
    };
    created(name, (await restMultipart(server, 'POST', '/barangay-officials/', official, { official_picture: png(`official-${index}.png`) }, admin.access)).status);
  }
  for (const title of [ANNOUNCEMENT, 'Anti-Rabies Vaccination Drive']) {
    const content = 'Residents of Purok 1 to Purok 7 are advised to store enough water for the day. '.repeat(3);
    created(title, (await server.rest('POST', '/announcements/', { title, content, featured: true }, admin.access)).status);
  }

  // A verified resident with a pending request (it can be canceled) and one in processing (a notification,
  // so the bell shows its badge), and a second resident whose uploaded ID waits for review.
  const resident = await residentSession(server, {
    verified: true, overrides: { first_name: 'Gabriela', last_name: 'Silang', nickname: 'Gab' },
  });
  const typeId = await createDocumentType(server, admin, {
    name: DOCUMENT_TYPE, description: 'For residents applying for medical or burial assistance from the municipality.',
    fields: [{ name: 'Purpose', field_type: 'text', required: true }],
  });
  await submitRequest(server, resident, typeId, { Purpose: 'Hospital bill assistance' });
  const processing = await submitRequest(server, resident, typeId, { Purpose: 'Scholarship' });
  await moveRequest(server, admin, processing.id, 'processing');
  const pending = await residentSession(server, { overrides: { first_name: 'Andres', last_name: PENDING_RESIDENT } });
  const upload = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', { id_verification_status: 'pending' },
    { valid_id: { bytes: sampleJpeg(), name: 'id.jpg', type: 'image/jpeg' } }, pending.access);
  if (upload.status !== 200) throw new Error(`uploading the valid ID failed with ${upload.status}`);

  residentContext = await signedInContext(browser, server.url,
    { email: resident.email, password: RESIDENT_PASSWORD, landing: '/resident/barangay-projects' }, { viewport: PHONE });
  // Reduced motion: axe checks the stacked table at rest, never caught mid-fade (tests/e2e/support/motion.ts).
  adminContext = await signedInContext(browser, server.url,
    { email: TEST_ADMIN.email, password: TEST_ADMIN.password, landing: '/dashboard' }, { viewport: PHONE, ...REDUCED_MOTION });
});

/** How far the page reaches sideways: more than the viewport's width means a sideways scroll. */
const pageWidth = async (page: Page): Promise<{ scrollWidth: number; viewport: number }> =>
  await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, viewport } = await pageWidth(page);
  expect(viewport).toBe(PHONE.width);
  expect({ page: new URL(page.url()).pathname, scrollWidth }).toEqual({ page: new URL(page.url()).pathname, scrollWidth: expect.any(Number) });
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Brings the element into view by scrolling the page vertically only. (Playwright's own scrolling would
 * also scroll a sideways-scrolling box, hiding exactly what this file looks for.)
 */
async function scrollPageTo(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
  });
}

/** The element's box lies wholly inside the viewport's width, as it is laid out (no box scrolled sideways). */
async function expectInsideViewport(locator: Locator, what: string): Promise<void> {
  await scrollPageTo(locator);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box: it is not rendered`);
  expect({ what, left: box.x >= 0, right: box.x + box.width <= PHONE.width, width: box.width > 0 })
    .toEqual({ what, left: true, right: true, width: true });
}

/** Nothing else is drawn over the element's centre, and nothing clips it away: a tap there reaches it. */
async function expectNotCovered(locator: Locator, what: string): Promise<void> {
  await scrollPageTo(locator);
  const reached = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect({ what, reached }).toEqual({ what, reached: true });
}

interface TableScreen {
  path: string;
  /** A row that is on the first page once the data has loaded. */
  rowText: string;
}

const ADMIN_TABLES: TableScreen[] = [
  { path: '/project-list', rowText: PROJECT },
  { path: '/document-type-manager', rowText: DOCUMENT_TYPE },
  { path: '/document-request-manager', rowText: 'Pending' },
  { path: '/resident-list', rowText: PENDING_RESIDENT },
  { path: '/barangay-officials-list', rowText: OFFICIAL },
  { path: '/event-manager', rowText: EVENT },
  { path: '/announcement-manager', rowText: ANNOUNCEMENT },
];

/**
 * On a loaded table screen: no sideways scroll; every action button of every row lies inside the viewport,
 * uncovered and actionable; each action of the first row opens its dialog when tapped.
 */
async function checkTableScreen(context: BrowserContext, screen: TableScreen): Promise<void> {
  await onNewPage(context, async (page) => {
    await page.goto(`${server.url}${screen.path}`);
    const table = page.getByRole('main').getByRole('table');
    const rows = table.locator('tbody tr');
    await rows.filter({ hasText: screen.rowText }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await expectNoSidewaysScroll(page);

    // The table itself is laid out inside the screen, not in a box that scrolls sideways.
    await expectInsideViewport(table, `the table on ${screen.path}`);

    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(0);
    const actions: { action: Locator; what: string }[] = [];
    for (let index = 0; index < rowCount; index += 1) {
      const buttons = rows.nth(index).getByRole('button');
      const buttonCount = await buttons.count();
      expect(buttonCount).toBeGreaterThan(0);
      for (let button = 0; button < buttonCount; button += 1) {
        const action = buttons.nth(button);
        const what = `${screen.path} row ${index + 1}: ${await action.getAttribute('aria-label') ?? await action.textContent()}`;
        await expectInsideViewport(action, what);
        await expectNotCovered(action, what);
        actions.push({ action, what });
      }
    }
    // Playwright's actionability checks (visible, stable, enabled, receives the pointer), without the click.
    for (const { action } of actions) await action.click({ trial: true });

    const firstRowActions = rows.first().getByRole('button');
    for (let button = 0; button < await firstRowActions.count(); button += 1) {
      await firstRowActions.nth(button).click();
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      await dialog.first().waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await dialog.first().waitFor({ state: 'hidden' });
    }
    await expectNoSidewaysScroll(page);
  });
}

describe('tables on a 375 px wide phone', () => {
  it.each(ADMIN_TABLES.map((screen) => [screen.path, screen] as const))(
    'admin %s: no sideways scroll, every row action on screen and working',
    async (_path, screen) => {
      await checkTableScreen(adminContext, screen);
    },
  );

  it("resident /resident/document-request: the request list's View and Cancel on screen and working", async () => {
    await checkTableScreen(residentContext, { path: '/resident/document-request', rowText: 'Pending' });
  });

  it('the stacked rows still name each value, keep sorting at hand and stay a table to assistive technology', async () => {
    await onNewPage(adminContext, async (page) => {
      await page.goto(`${server.url}/project-list`);
      const row = page.getByRole('row').filter({ hasText: PROJECT });
      await row.waitFor({ state: 'visible', timeout: 15_000 });
      // The column name is drawn beside each value (from the cell's data-label), with an empty alternative
      // text: a screen reader names the cell by its column header already and should not hear it twice.
      const labels = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels).toEqual(['Photo', 'Title', 'Status', 'Date Started', 'Actions'].map((label) => `"${label}" / ""`));
      // Sorting stays at hand: the sortable headers are buttons on screen.
      const sortByTitle = page.getByRole('columnheader', { name: /Title/ }).getByRole('button');
      await expectInsideViewport(sortByTitle, 'the Title sort button');
      await sortByTitle.click();
      await page.getByRole('columnheader', { name: /Title/ }).and(page.locator('[aria-sort="ascending"]')).waitFor();
      // Still a table to assistive technology: axe finds nothing serious in the stacked layout.
      const { violations } = await new AxeBuilder({ page }).include('main table').analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id))
        .toEqual([]);
    });
  });
});

describe('the top bar on a 375 px wide phone', () => {
  it("the notification badge adds no sideways scroll on a resident's pages", async () => {
    await onNewPage(residentContext, async (page) => {
      for (const path of ['/resident/barangay-projects', '/resident/profile', '/resident/document-request']) {
        await page.goto(`${server.url}${path}`);
        const badge = page.getByRole('banner').getByTestId('notification-badge');
        await badge.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await badge.textContent()).toBe('1');
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await expectNoSidewaysScroll(page);
        await expectInsideViewport(badge, `the badge on ${path}`);
      }
    });
  });

  it.each([
    ['a resident', '/resident/events', () => residentContext, true],
    ['an administrator', '/dashboard', () => adminContext, false],
  ] as const)('as %s, the opened side menu leaves the brand link and the bell in sight', async (_who, path, context, hasBell) => {
    await onNewPage(context(), async (page) => {
      await page.goto(`${server.url}${path}`);
      const topBar = page.getByRole('banner');
      const bell = topBar.getByRole('button', { name: /^Notifications/ });
      if (hasBell) await bell.waitFor({ state: 'visible', timeout: 15_000 });
      await topBar.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Side menu' });
      await menu.getByRole('link').first().waitFor({ state: 'visible' });
      // Wait until the menu has slid in, so what is measured is where things stay.
      await page.waitForFunction(() => {
        const nav = document.querySelector('nav[aria-label="Side menu"]');
        return nav !== null && nav.getBoundingClientRect().left === 0 && nav.getAnimations().length === 0;
      });
      await topBar.getByRole('button', { name: 'Close menu', exact: true }).waitFor();

      // The served barangay's name (BARANGAY_NAME's default in the test server).
      const brand = topBar.getByRole('link', { name: 'Barangay San Isidro' });
      await expectInsideViewport(brand, 'the brand link');
      await expectNotCovered(brand, 'the brand link');
      if (hasBell) {
        await expectInsideViewport(bell, 'the bell');
        await expectNotCovered(bell, 'the bell');
      } else {
        expect(await bell.count()).toBe(0);
      }
      await expectNoSidewaysScroll(page);
    });
  });
});
