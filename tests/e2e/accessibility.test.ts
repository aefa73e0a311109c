import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminForFile, residentSession, Session } from '../utils/accounts';
import { browserForFile, signedInContext } from '../utils/browser';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { sampleJpeg } from '../utils/sample-files';
import { expectNoSeriousViolations, seriousViolations } from './support/axe';
import { fillFields } from './support/fields';
import { REDUCED_MOTION } from './support/motion';
import { onNewPage } from './support/pages';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { graphqlMultipart, pngUpload, restMultipart } from '../utils/uploads';

// The accessibility pass, in Chromium against the built portal (client/dist) on a real
// database: axe-core on every route (docs/rules/screens.md#route-table) as guest, resident and administrator with real records on
// screen (tables and galleries filled, pictures served), every step of the registration wizard and a few
// open dialogs; then what axe cannot see: a visible focus ring (3:1) at every focus stop, the focus kept
// inside a modal and a confirmation (Tab and Shift+Tab) with Escape returning it to the opener, the skip
// link, the phone-sized side menu, and a keyboard-only login.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);
let resident: Session;
let guestContext: BrowserContext;
let residentContext: BrowserContext;
let adminContext: BrowserContext;

const png = pngUpload;

const PROJECTS = Array.from({ length: 7 }, (_, index) => ({
  title: `Road Concreting Phase ${index + 1}`,
  description: `Concreting of the farm-to-market road, segment ${index + 1}: drainage, curbs and markings along the whole stretch of Purok ${index + 1}.`,
  status: index % 2 === 0 ? 'finished' : 'ongoing',
  date_started: `2025-0${index + 1}-10`,
  ...(index % 2 === 0 ? { date_ended: `2025-0${index + 2}-20` } : {}),
  link: 'https://example.org/roads',
}));
const EVENT_STATUSES = ['Upcoming', 'Ongoing', 'Cancelled', 'Ended'];
const EVENTS = Array.from({ length: 7 }, (_, index) => ({
  event_name: `Barangay Assembly ${index + 1}`,
  target_audience: ['Adults', 'Teens', 'Senior Citizens'][index % 3],
  event_date: `2025-0${index + 1}-15`,
  expected_number_of_attendees: String(100 + index * 10),
  actual_attendees: String(80 + index * 10),
  status: EVENT_STATUSES[index % 4],
}));
const OFFICIALS = [
  { position: 'Punong Barangay', name: 'Hon. Ricardo M. Villanueva', contact_number: '09171234501', address: 'Purok 1, Barangay San Isidro', term_start: '2023-11-30', term_end: '2026-11-30' },
  { position: 'Barangay Kagawad', name: 'Hon. Jose P. Dizon', contact_number: '09191234503', address: 'Purok 3, Barangay San Isidro' },
];
const ANNOUNCEMENTS = [
  { title: 'Free Anti-Rabies Vaccination', content: 'Bring your dogs and cats to the barangay hall on Saturday morning. '.repeat(3), featured: true },
  { title: 'Water Interruption Advisory', content: 'Water service will be interrupted on Tuesday from 9 AM to 3 PM for pipe repairs.', featured: true },
  { title: 'Clean-up Drive Volunteers', content: 'Volunteers are needed for the monthly clean-up drive along the creek.', featured: true },
  { title: 'Office Hours', content: 'The barangay hall is open from Monday to Friday, 8 AM to 5 PM.', featured: false },
];
const DOCUMENT_TYPE = 'Barangay Clearance';
// Lists show the newest first (projects by creation, events by date): these are on every first page.
const NEWEST_PROJECT = PROJECTS[PROJECTS.length - 1].title;
const SECOND_PROJECT = PROJECTS[PROJECTS.length - 2].title;
const NEWEST_EVENT = EVENTS[EVENTS.length - 1].event_name;

beforeAll(async () => {
  // Records on every screen, made through the same APIs the other suites use.
  for (const [index, project] of PROJECTS.entries()) {
    const { status } = await restMultipart(server, 'POST', '/projects/', project, { project_photo: png(`road-${index}.png`) }, admin.access);
    if (status !== 201) throw new Error(`creating project ${project.title} failed with ${status}`);
  }
  for (const [index, event] of EVENTS.entries()) {
    const { status } = await restMultipart(server, 'POST', '/events/', event, { event_photo: png(`assembly-${index}.png`) }, admin.access);
    if (status !== 201) throw new Error(`creating event ${event.event_name} failed with ${status}`);
  }
  // The second official has no picture: the 'No Photo' placeholder is audited too.
  const [captain, kagawad] = OFFICIALS;
  const officials = [
    await restMultipart(server, 'POST', '/barangay-officials/', captain, { official_picture: png('captain.png') }, admin.access),
    await restMultipart(server, 'POST', '/barangay-officials/', kagawad, {}, admin.access),
  ];
  if (officials.some(({ status }) => status !== 201)) throw new Error('creating the officials failed');
  for (const announcement of ANNOUNCEMENTS) {
    const { status } = await server.rest('POST', '/announcements/', announcement, admin.access);
    if (status !== 201) throw new Error(`creating announcement ${announcement.title} failed with ${status}`);
  }
  const contact = await server.rest('POST', '/contact-us-details/', {
    contact_number: '0281234567', facebook_pagee: 'https://facebook.com/barangay.san.isidro',
    email: 'hall@sanisidro.example.org', address: 'Barangay Hall, Rizal Street, San Isidro',
  }, admin.access);
  if (contact.status !== 201) throw new Error(`creating the contact details failed with ${contact.status}`);
  // The barangay's seal: every top bar then shows it, named by the barangay (its name and prefix kept as they are).
  const { data: current } = await server.graphql<{ barangaySettings: { name: string; referencePrefix: string } }>(
    '{ barangaySettings { name referencePrefix } }', {}, admin.access);
  const seal = await graphqlMultipart(server,
    'mutation($input: BarangaySettingsInput!, $seal: Upload) { updateBarangaySettings(input: $input, seal: $seal) { id } }',
    { input: { name: current!.barangaySettings.name, referencePrefix: current!.barangaySettings.referencePrefix } },
    { seal: png('seal.png') }, { token: admin.access });
  if (seal.body.errors) throw new Error(`saving the seal failed: ${JSON.stringify(seal.body.errors)}`);

  // A verified resident with requests in two states, and a second resident waiting for ID verification.
  resident = await residentSession(server, { verified: true, overrides: { first_name: 'Gabriela', last_name: 'Silang', nickname: 'Gab' } });
  const typeId = await createDocumentType(server, admin, {
    name: DOCUMENT_TYPE, description: 'Proof of good standing in the barangay.',
    fields: [{ name: 'Purpose', field_type: 'text', required: true }, { name: 'Years of Residency', field_type: 'number', required: false }],
  });
  await submitRequest(server, resident, typeId, { Purpose: 'Employment' });
  const second = await submitRequest(server, resident, typeId, { Purpose: 'Scholarship' });
  await moveRequest(server, admin, second.id, 'processing');
  const pending = await residentSession(server, { overrides: { first_name: 'Andres', last_name: 'Bonifacio', gender: 'male' } });
  const upload = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', { id_verification_status: 'pending' },
    { valid_id: { bytes: sampleJpeg(), name: 'id.jpg', type: 'image/jpeg' } }, pending.access);
  if (upload.status !== 200) throw new Error(`uploading the valid ID failed with ${upload.status}`);

  // Every browser here asks for reduced motion: axe then checks pages at rest, never a slide mid-fade.
  guestContext = await browser.newContext(REDUCED_MOTION);
  residentContext = await signedInContext(browser, server.url,
    { email: resident.email, password: RESIDENT_PASSWORD, landing: '/resident/barangay-projects' }, REDUCED_MOTION);
  adminContext = await signedInContext(browser, server.url, { ...TEST_ADMIN, landing: '/dashboard' }, REDUCED_MOTION);
});

const visible = async (locator: Locator): Promise<void> => {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
};

interface Screen {
  path: string;
  /** What shows once the screen has its data (so axe sees the tables and galleries, not a spinner). */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const text = (page: Page, value: string) => page.getByText(value, { exact: true });
const row = (page: Page, value: string) => page.getByRole('row').filter({ hasText: value });

const GUEST_SCREENS: Screen[] = [
  {
    path: '/home',
    ready: async (page) => {
      await visible(page.getByRole('list', { name: 'Projects', exact: true }).getByRole('button', { name: NEWEST_PROJECT }));
      await visible(page.getByRole('list', { name: 'Events', exact: true }).getByRole('button', { name: NEWEST_EVENT }));
      await visible(page.getByRole('region', { name: 'Featured projects' }));
    },
  },
  {
    path: '/contact-us',
    ready: async (page) => {
      await visible(text(page, OFFICIALS[0].name));
      await visible(text(page, ANNOUNCEMENTS[2].title));
      await visible(page.getByRole('link', { name: 'hall@sanisidro.example.org' }));
    },
  },
  { path: '/login', ready: async (page) => visible(page.getByLabel('Email', { exact: true })) },
  { path: '/register', ready: async (page) => visible(page.getByText('Step 1 of 4', { exact: false })) },
  { path: '/privacy', ready: async (page) => visible(page.getByRole('heading', { level: 2, name: 'Your rights', exact: true })) },
  { path: '/404-not-found', ready: async (page) => visible(page.getByRole('button', { name: 'Take me home' }).or(page.getByRole('link', { name: 'Take me home' }))) },
  { path: '/unauthorized', ready: async (page) => visible(heading(page, 'Unauthorized Access')) },
];

const RESIDENT_SCREENS: Screen[] = [
  { path: '/resident/barangay-projects', ready: async (page) => visible(page.getByRole('button', { name: NEWEST_PROJECT })) },
  {
    path: '/resident/profile',
    ready: async (page) => {
      await visible(heading(page, 'Profile'));
      await visible(page.getByText('Silang', { exact: false }));
      await visible(page.getByText('Verified', { exact: true }));
    },
  },
  { path: '/resident/document-request', ready: async (page) => visible(row(page, DOCUMENT_TYPE).filter({ hasText: 'Processing' })) },
  { path: '/resident/events', ready: async (page) => visible(page.getByRole('button', { name: NEWEST_EVENT })) },
  { path: '/resident/announcements', ready: async (page) => visible(text(page, ANNOUNCEMENTS[3].title)) },
  { path: '/resident/contact-us', ready: async (page) => visible(text(page, OFFICIALS[1].name)) },
];

const ADMIN_SCREENS: Screen[] = [
  {
    path: '/dashboard',
    ready: async (page) => {
      await visible(heading(page, 'Dashboard'));
      await visible(page.getByText('Employment Status', { exact: false }));
      await visible(page.getByRole('heading', { name: 'Document Requests Overview' }));
      await page.getByText('Loading resident statistics...').waitFor({ state: 'detached' });
      await page.getByText('Loading document analytics...').waitFor({ state: 'detached' });
      // The charts are drawn (Victory loads on demand), so axe sees them and not their placeholders.
      await page.getByText('Loading chart...').first().waitFor({ state: 'detached', timeout: 15_000 });
      await visible(page.locator('svg[role="img"]'));
    },
  },
  { path: '/project-list', ready: async (page) => visible(row(page, NEWEST_PROJECT)) },
  { path: '/document-type-manager', ready: async (page) => visible(row(page, DOCUMENT_TYPE)) },
  { path: '/document-request-manager', ready: async (page) => visible(row(page, DOCUMENT_TYPE).filter({ hasText: 'Pending' })) },
  { path: '/resident-list', ready: async (page) => visible(row(page, 'Bonifacio')) },
  { path: '/barangay-officials-list', ready: async (page) => visible(row(page, OFFICIALS[1].name)) },
  { path: '/event-manager', ready: async (page) => visible(row(page, NEWEST_EVENT)) },
  { path: '/announcement-manager', ready: async (page) => visible(row(page, ANNOUNCEMENTS[0].title)) },
  {
    path: '/contact-details',
    ready: async (page) => {
      const address = page.getByLabel('Address', { exact: true });
      await visible(address);
      await page.waitForFunction((element) => (element as HTMLInputElement).value !== '', await address.elementHandle());
    },
  },
  {
    path: '/settings',
    ready: async (page) => {
      await visible(page.getByLabel('Reference prefix', { exact: true }));
      await visible(page.getByRole('img', { name: /^Seal of / }));
    },
  },
];

async function auditScreen(context: BrowserContext, screen: Screen): Promise<void> {
  await onNewPage(context, async (page) => {
    await page.goto(`${server.url}${screen.path}`);
    await screen.ready(page);
    expect(new URL(page.url()).pathname).toBe(screen.path);
    await expectNoSeriousViolations(page, screen.path);
  });
}

describe('axe-core finds no serious or critical violations', () => {
  // The audit itself: shown a nameless button and an image without text, it reports both (so a pass
  // below means axe ran and found nothing, not that it never looked).
  it('the audit reports the violations it is shown', async () => {
    await onNewPage(guestContext, async (page) => {
      await page.goto(`${server.url}/login`);
      await visible(page.getByLabel('Email', { exact: true }));
      await page.evaluate(() => {
        const main = document.querySelector('main');
        main?.insertAdjacentHTML('beforeend', '<button type="button" id="nameless"></button><img id="textless" src="/nothing.png">');
      });
      const report = await seriousViolations(page);
      expect(report).toMatch(/^button-name \(critical\): .*\n\s+#nameless/m);
      expect(report).toMatch(/^image-alt \(critical\): .*\n\s+#textless/m);
    });
  });

  describe('as a guest', () => {
    it.each(GUEST_SCREENS.map((screen) => [screen.path, screen] as const))('%s', async (_path, screen) => {
      await auditScreen(guestContext, screen);
    });

    it('/register: every step of the wizard, and a step showing its validation messages', async () => {
      await onNewPage(guestContext, async (page) => {
        await page.goto(`${server.url}/register`);
        const next = page.getByRole('button', { name: 'Next', exact: true });
        // Step 1 refused: the messages are tied to their fields.
        await next.click();
        await visible(text(page, 'Email is required'));
        await expectNoSeriousViolations(page, '/register step 1 with errors');
        await fillFields(page, { Email: 'wizard@example.com', Password: 'kalayaan-1898', 'Repeat Password': 'kalayaan-1898', Nickname: 'Wiz' });
        await next.click();
        await visible(page.getByText('Step 2 of 4', { exact: false }));
        await expectNoSeriousViolations(page, '/register step 2');
        await fillFields(page, { 'Middle Name': 'Reyes', 'Last Name': 'Santos', 'First Name': 'Maria', Gender: { choose: 'female' } });
        await next.click();
        await visible(page.getByText('Step 3 of 4', { exact: false }));
        await expectNoSeriousViolations(page, '/register step 3');
        await fillFields(page, { Address: 'Purok 2', Birthdate: '1990-02-14', Birthplace: 'Cebu City', 'Contact Number': '09181234567' });
        await next.click();
        await visible(page.getByText('Step 4 of 4', { exact: false }));
        await visible(page.getByRole('button', { name: 'Submit', exact: true }));
        await expectNoSeriousViolations(page, '/register step 4');
      });
    });

    it('/home: the project details modal opened from the gallery', async () => {
      await onNewPage(guestContext, async (page) => {
        await page.goto(`${server.url}/home`);
        await page.getByRole('list', { name: 'Projects', exact: true }).getByRole('button', { name: NEWEST_PROJECT }).click();
        const dialog = page.getByRole('dialog', { name: NEWEST_PROJECT });
        await visible(dialog.getByRole('link', { name: 'Visit Project' }));
        await expectNoSeriousViolations(page, 'the project details modal on /home');
      });
    });
  });

  describe('as a resident', () => {
    it.each(RESIDENT_SCREENS.map((screen) => [screen.path, screen] as const))('%s', async (_path, screen) => {
      await auditScreen(residentContext, screen);
    });

    it('/resident/document-request: the Request Document modal with a type chosen', async () => {
      await onNewPage(residentContext, async (page) => {
        await page.goto(`${server.url}/resident/document-request`);
        await page.getByRole('button', { name: 'Request Document' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request Document' });
        await dialog.getByLabel('Document Type').selectOption({ label: DOCUMENT_TYPE });
        await visible(dialog.getByLabel('Purpose'));
        await expectNoSeriousViolations(page, 'the Request Document modal');
      });
    });
  });

  describe('as an administrator', () => {
    it.each(ADMIN_SCREENS.map((screen) => [screen.path, screen] as const))('%s', async (_path, screen) => {
      await auditScreen(adminContext, screen);
    });

    it('the add and edit modals and a confirmation dialog', async () => {
      await onNewPage(adminContext, async (page) => {
        await page.goto(`${server.url}/project-list`);
        await page.getByRole('button', { name: 'Add Project', exact: true }).click();
        const add = page.getByRole('dialog', { name: 'Add Project' });
        await add.getByLabel('Status', { exact: true }).selectOption({ label: 'Finished' });
        await visible(add.getByLabel('Date Ended', { exact: true }));
        await expectNoSeriousViolations(page, 'the Add Project modal');
        await page.keyboard.press('Escape');
        await add.waitFor({ state: 'detached' });

        await row(page, NEWEST_PROJECT).getByRole('button', { name: `Delete ${NEWEST_PROJECT}` }).click();
        await visible(page.getByRole('alertdialog').getByRole('button', { name: 'Keep Project' }));
        await expectNoSeriousViolations(page, 'the delete project confirmation');
        await page.keyboard.press('Escape');

        await page.goto(`${server.url}/event-manager`);
        await row(page, NEWEST_EVENT).getByRole('button', { name: `Edit ${NEWEST_EVENT}` }).click();
        await visible(page.getByRole('dialog', { name: 'Edit Event' }).getByRole('img'));
        await expectNoSeriousViolations(page, 'the Edit Event modal with its photo preview');
        await page.keyboard.press('Escape');

        await page.goto(`${server.url}/document-type-manager`);
        await page.getByRole('button', { name: 'Add Document Type' }).click();
        const type = page.getByRole('dialog', { name: 'Add Document Type' });
        await type.getByRole('button', { name: 'Add Field' }).click();
        await visible(type.getByLabel('Field 1 Name'));
        await expectNoSeriousViolations(page, 'the Add Document Type modal with a field');
        await page.keyboard.press('Escape');

        await page.goto(`${server.url}/resident-list`);
        await row(page, 'Bonifacio').getByRole('button', { name: /^View Details/ }).click();
        await visible(page.getByRole('dialog').getByRole('button', { name: /Approve/ }));
        await expectNoSeriousViolations(page, 'the resident details modal');
        await page.keyboard.press('Escape');

        await page.goto(`${server.url}/document-request-manager`);
        await row(page, DOCUMENT_TYPE).filter({ hasText: 'Pending' }).getByRole('button', { name: /^Review/ }).click();
        await visible(page.getByRole('dialog', { name: 'Review Document Request' }).getByLabel('Change Status'));
        await expectNoSeriousViolations(page, 'the Review Document Request modal');
      });
    });
  });
});

/** A description of the focused element and whether it sits inside the open dialog `selector`. */
async function focusState(page: Page, selector: string): Promise<{ inDialog: boolean; key: string | null; description: string }> {
  return await page.evaluate((dialogSelector) => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector(dialogSelector);
    return {
      inDialog: Boolean(active && dialog?.contains(active)),
      key: active?.getAttribute('data-trap-key') ?? null,
      description: active ? `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"` : 'nothing',
    };
  }, selector);
}

/**
 * Marks the dialog's tabbable controls in document order (data-trap-key) and answers the first and last
 * keys: what Tab must wrap from and to.
 */
async function markTabbables(page: Page, selector: string): Promise<{ first: string; last: string; count: number }> {
  return await page.evaluate((dialogSelector) => {
    const dialog = document.querySelector(dialogSelector);
    if (!dialog) throw new Error(`no ${dialogSelector}`);
    const candidates = Array.from(dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'));
    const tabbable = candidates.filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
    tabbable.forEach((element, index) => element.setAttribute('data-trap-key', String(index)));
    return { first: '0', last: String(tabbable.length - 1), count: tabbable.length };
  }, selector);
}

/**
 * Tab goes forward through the dialog and wraps from its last control to its first; Shift+Tab wraps from
 * the first to the last; the focus never leaves the dialog on the way.
 */
async function expectFocusTrapped(page: Page, selector: string): Promise<void> {
  const { first, last, count } = await markTabbables(page, selector);
  expect(count).toBeGreaterThan(1);
  // A date input takes several Tabs (one per part), so allow a few per control.
  const presses = count * 4 + 4;
  const start = await focusState(page, selector);
  if (!start.inDialog) throw new Error(`the focus is not in the dialog but on ${start.description}`);
  const visited: string[] = [start.key ?? start.description];
  let wrapped = false;
  let previous = start.key;
  for (let press = 0; press < presses && !wrapped; press += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page, selector);
    if (!state.inDialog) throw new Error(`Tab moved the focus out of the dialog, to ${state.description} (after ${visited.join(' -> ')})`);
    if (state.key !== previous) visited.push(state.key ?? state.description);
    if (previous === last && state.key === first) wrapped = true;
    previous = state.key;
  }
  expect({ wrapped, visited }).toEqual({ wrapped: true, visited: expect.arrayContaining([first, last]) });
  // Every control was reached on the way round.
  expect(new Set(visited.filter((key) => /^\d+$/.test(key))).size).toBe(count);

  // Now on the first control: Shift+Tab goes to the last one, and on backwards without leaving.
  expect((await focusState(page, selector)).key).toBe(first);
  await page.keyboard.press('Shift+Tab');
  expect(await focusState(page, selector)).toMatchObject({ inDialog: true, key: last });
  for (let press = 0; press < count * 4; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const state = await focusState(page, selector);
    if (!state.inDialog) throw new Error(`Shift+Tab moved the focus out of the dialog, to ${state.description}`);
  }
}

const activeElementText = async (page: Page): Promise<string> =>
  await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return `${active?.tagName.toLowerCase()}:${active?.getAttribute('aria-label') ?? active?.textContent?.trim()}`;
  });

interface FocusRing {
  description: string;
  /** Where the ring is drawn: the focused element or the ancestor showing :focus-within. */
  ringOn: string;
  ring: string | null;
  behind: string;
  contrast: number;
}

/**
 * What a sighted keyboard user sees of the focused element: its outline (or the nearest ancestor's within
 * four levels, for cards that show :focus-within) and the contrast of that outline's colour against what
 * lies under it on the screen, on its least visible side (WCAG 2.4.7 focus visible, 1.4.11 non-text
 * contrast: at least 3:1).
 */
async function focusRing(page: Page): Promise<FocusRing> {
  return await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((index) => top[index] * alpha + bottom[index] * (1 - alpha)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const name = (element: Element) => {
      const classes = element.getAttribute('class') ? `.${element.getAttribute('class')!.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes}`;
    };
    /** The opaque colour behind an element: its ancestors' backgrounds composited, white at the bottom. */
    const backgroundBehind = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const active = document.activeElement as HTMLElement;
    const description = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    let shown: HTMLElement | null = active;
    for (let level = 0; shown && level < 5; level += 1, shown = shown.parentElement) {
      const style = getComputedStyle(shown);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) break;
    }
    if (!shown) return { description, ringOn: name(active), ring: null, behind: '', contrast: 0 };
    const style = getComputedStyle(shown);
    const ring = parse(style.outlineColor);
    // Points on the ring, in the middle of each side; a side clipped by a scrolling ancestor is not drawn.
    const box = shown.getBoundingClientRect();
    const away = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    const points = [
      [box.left - away, box.top + box.height / 2], [box.right + away, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - away], [box.left + box.width / 2, box.bottom + away],
    ];
    const clips: DOMRect[] = [];
    for (let node = shown.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node);
      if (overflow.overflowX !== 'visible' || overflow.overflowY !== 'visible') clips.push(node.getBoundingClientRect());
    }
    const drawn = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight &&
      clips.every((clip) => x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom));
    // The least visible of the drawn sides counts: what lies under the ring there, its backgrounds composited.
    let worst = { contrast: Infinity, behind: [255, 255, 255, 1] as Rgba };
    for (const [x, y] of drawn) {
      const under = document.elementsFromPoint(x, y).find((element) => !shown.contains(element)) ?? document.body;
      const behind = backgroundBehind(under);
      const [lighter, darker] = [luminance(ring), luminance(behind)].sort((a, b) => b - a);
      const contrast = (lighter + 0.05) / (darker + 0.05);
      if (contrast < worst.contrast) worst = { contrast, behind };
    }
    if (drawn.length === 0) return { description, ringOn: name(shown), ring: `rgb(${ring.slice(0, 3).join(', ')})`, behind: 'nothing: the ring is clipped', contrast: 0 };
    const behind = worst.behind;
    return {
      description,
      ringOn: name(shown),
      ring: `rgb(${ring.slice(0, 3).join(', ')})`,
      behind: `rgb(${behind.slice(0, 3).map(Math.round).join(', ')})`,
      contrast: Math.round(worst.contrast * 100) / 100,
    };
  });
}

/** Tabs through the first `stops` focus stops of the page and fails on every one without a visible ring. */
async function expectVisibleFocusRings(page: Page, stops: number): Promise<number> {
  const problems: string[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    // Past the last control the focus leaves the page (to the browser's own UI).
    if (ring.description.startsWith('body ')) break;
    seen.add(ring.description);
    if (ring.ring === null) problems.push(`${ring.description}: no focus outline`);
    else if (ring.contrast < 3) problems.push(`${ring.description}: outline ${ring.ring} on ${ring.behind} (${ring.ringOn}) has contrast ${ring.contrast}:1, under 3:1`);
  }
  if (problems.length > 0) throw new Error(`focus indicators that are hard to see on ${page.url()}:\n${[...new Set(problems)].join('\n')}`);
  return seen.size;
}

/** The phone-sized side menu has finished sliding in (its entries are where they will stay). */
async function menuSlidIn(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await visible(menu.getByRole('link', { name: 'Profile' }));
  await page.waitForFunction(() => {
    const nav = document.querySelector('nav[aria-label="Side menu"]');
    return nav !== null && nav.getBoundingClientRect().left === 0 && getComputedStyle(nav).visibility === 'visible'
      && nav.getAnimations().length === 0;
  });
}

describe('the focus is always visible', () => {
  it.each([
    ['a guest', '/home', () => guestContext],
    ['a resident', '/resident/document-request', () => residentContext],
    ['an administrator', '/project-list', () => adminContext],
  ] as const)('as %s on %s: every focus stop has an outline with 3:1 contrast against its background', async (_who, path, context) => {
    await onNewPage(context(), async (page) => {
      await page.goto(`${server.url}${path}`);
      await visible(page.locator('main h1, main h2').first());
      await page.waitForLoadState('networkidle');
      expect(await expectVisibleFocusRings(page, 40)).toBeGreaterThan(5);
    });
  });

  it('on a phone-sized screen the opened side menu shows the focus too', async () => {
    await onNewPage(residentContext, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/resident/events`);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await menuSlidIn(page);
      expect(await expectVisibleFocusRings(page, 16)).toBeGreaterThan(5);
    });
  });
});

describe('dialogs and the keyboard', () => {
  it('a skip link is the first focus stop and takes the keyboard past the top bar and the side menu', async () => {
    await onNewPage(adminContext, async (page) => {
      await page.goto(`${server.url}/project-list`);
      await visible(row(page, NEWEST_PROJECT));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      // The next stop is the page's first control, inside <main>: not the brand link or a menu entry.
      expect(await page.evaluate(() => {
        const main = document.querySelector('main');
        const first = Array.from(main?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea') ?? [])
          .find((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
        return Boolean(first) && document.activeElement === first;
      })).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/project-list');
    });
  });

  it('on a phone-sized screen the side menu opens from the keyboard and Escape closes it, back on its toggle', async () => {
    await onNewPage(residentContext, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/resident/events`);
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Side menu' });
      await menuSlidIn(page);
      await expectNoSeriousViolations(page, 'the opened side menu on a phone-sized screen');
      // Tab goes through the top bar and the menu's entries, never to the page the menu covers...
      const where = async () => await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('nav[aria-label="Side menu"]')) return 'menu';
        if (active?.closest('main')) return 'page';
        return active === document.body ? 'out' : 'top bar';
      });
      const stops: string[] = [];
      for (let tab = 0; tab < 14 && stops.at(-1) !== 'out'; tab += 1) {
        await page.keyboard.press('Tab');
        stops.push(await where());
      }
      expect(stops).toContain('menu');
      expect(stops).not.toContain('page');
      // ...and Escape, pressed in the menu, closes it and puts the focus back on the toggle.
      await page.keyboard.press('Shift+Tab');
      expect(await where()).toBe('menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
      expect(await activeElementText(page)).toBe('button:Menu');
      await menu.getByRole('link', { name: 'Profile' }).waitFor({ state: 'hidden' });
    });
  });

  it('the Add Project modal keeps Tab and Shift+Tab inside, and Escape closes it and returns the focus to its opener', async () => {
    await onNewPage(adminContext, async (page) => {
      await page.goto(`${server.url}/project-list`);
      await visible(row(page, NEWEST_PROJECT));
      const opener = page.getByRole('button', { name: 'Add Project', exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Project' });
      await visible(dialog);
      // The focus moved into the dialog on open.
      expect((await focusState(page, '[role="dialog"]')).inDialog).toBe(true);
      // With Finished chosen the Date Ended input takes part in the cycle too.
      await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Finished' });
      await visible(dialog.getByLabel('Date Ended', { exact: true }));
      await expectFocusTrapped(page, '[role="dialog"]');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await activeElementText(page)).toBe('button:Add Project');
    });
  });

  it('the delete confirmation starts on the safe button, traps the focus, and Escape keeps the project and refocuses the row button', async () => {
    await onNewPage(adminContext, async (page) => {
      await page.goto(`${server.url}/project-list`);
      const target = SECOND_PROJECT;
      const deleteButton = row(page, target).getByRole('button', { name: `Delete ${target}` });
      await deleteButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await visible(dialog.getByText('Are you sure you want to delete this project?'));
      expect(await activeElementText(page)).toBe('button:Keep Project');
      await expectFocusTrapped(page, '[role="alertdialog"]');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await activeElementText(page)).toBe(`button:Delete ${target}`);
      expect(await server.database.db.query('SELECT id FROM project WHERE title = $1', [target])).toHaveLength(1);
    });
  });

  it('while a confirmation waits for the server its disabled buttons do not let the focus escape the dialog', async () => {
    await onNewPage(adminContext, async (page) => {
      // The delete mutation hangs until released, then fails at the network level: nothing is deleted.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/graphql', async (route) => {
        if (!/DeleteProject/.test(route.request().postData() ?? '')) return await route.fallback();
        await released;
        return await route.abort('failed');
      });
      await page.goto(`${server.url}/project-list`);
      const target = SECOND_PROJECT;
      await row(page, target).getByRole('button', { name: `Delete ${target}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await visible(dialog.getByRole('button', { name: 'Keep Project' }));
      await page.keyboard.press('Tab');
      expect(await activeElementText(page)).toBe('button:Delete Project');
      await page.keyboard.press('Enter');
      await visible(dialog.getByRole('button', { name: 'Please wait...' }));
      // Every control is disabled now: Tab and Shift+Tab must still stay in the dialog.
      for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        const state = await focusState(page, '[role="alertdialog"]');
        if (!state.inDialog) throw new Error(`${key} while busy moved the focus out of the dialog, to ${state.description}`);
      }
      release();
      // The failure closes the dialog (the page shows the error): the focus is back on the row's button.
      await visible(page.getByText('Failed to delete project.', { exact: true }));
      await dialog.waitFor({ state: 'detached' });
      expect(await activeElementText(page)).toBe(`button:Delete ${target}`);
      expect(await server.database.db.query('SELECT id FROM project WHERE title = $1', [target])).toHaveLength(1);
    });
  });

  it('a gallery card opens its details with the keyboard, and Escape returns to the card', async () => {
    await onNewPage(guestContext, async (page) => {
      await page.goto(`${server.url}/home`);
      const card = page.getByRole('list', { name: 'Projects', exact: true }).getByRole('button', { name: NEWEST_PROJECT });
      await card.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: NEWEST_PROJECT });
      await visible(dialog.getByRole('link', { name: 'Visit Project' }));
      await expectFocusTrapped(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await activeElementText(page)).toBe(`button:${NEWEST_PROJECT}`);
    });
  });

  it('logs in with the keyboard only: Tab to the fields, type, Enter, then opens a menu entry with the keyboard', async () => {
    const context = await browser.newContext(REDUCED_MOTION);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/login`);
      await visible(page.getByLabel('Email', { exact: true }));
      // From the top of the page: Tab until the e-mail field has the focus (through the top bar's links).
      const focusedLabel = async () => await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.labels?.[0]?.textContent?.trim() ?? active?.textContent?.trim() ?? null;
      });
      let tabs = 0;
      while ((await focusedLabel()) !== 'Email') {
        tabs += 1;
        if (tabs > 10) throw new Error('ten Tabs did not reach the Email field');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.type(TEST_ADMIN.email);
      await page.keyboard.press('Tab');
      expect(await focusedLabel()).toBe('Password');
      await page.keyboard.type(TEST_ADMIN.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/dashboard`);
      await visible(heading(page, 'Dashboard'));

      // The side menu is reachable and usable with Tab and Enter.
      tabs = 0;
      while ((await page.evaluate(() => document.activeElement?.textContent?.trim())) !== 'Project Manager') {
        tabs += 1;
        if (tabs > 30) throw new Error('thirty Tabs did not reach the Project Manager menu entry');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/project-list`);
      await visible(heading(page, 'Project Manager'));
    } finally {
      await context.close();
    }
  });
});
