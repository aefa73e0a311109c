import type { Page } from 'playwright-core';
import { formatDate } from '../../client/src/lib/format-date';
import { adminForFile, residentForFile } from '../utils/accounts';
import { browserForFile, signedInContext } from '../utils/browser';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { testServerForFile } from '../utils/test-server';
import { pngUpload, restMultipart } from '../utils/uploads';
import { REDUCED_MOTION } from './support/motion';

// The public pages arrive with their content and are hydrated (docs/architecture.md#server-rendering), in
// Chromium against the built client: without JavaScript /home and /contact-us already show the database's
// content; with it, React takes over the server's markup without a mismatch (no console error, and not one
// of the server's nodes under #root replaced) and the page works; a signed-in resident still lands on their
// own screen.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);
const resident = residentForFile(server);

const PROJECTS = ['Covered Court Roofing', 'Purok 2 Footbridge', 'Health Center Extension'];
const HALL_EMAIL = 'hall.sanisidro@example.gov.ph';
/** An announcement posted at 20:00 UTC: March 5 in London, March 6 in Manila, March 5 in Los Angeles. */
const POSTED_AT = '2026-03-05T20:00:00.000Z';
/** The day the server (this process) reads POSTED_AT as, and a browser time zone that reads another day. */
const SERVER_DAY = formatDate(POSTED_AT);
const OTHER_ZONE = SERVER_DAY === 'March 6, 2026' ? { zone: 'America/Los_Angeles', day: 'March 5, 2026' } : { zone: 'Asia/Manila', day: 'March 6, 2026' };

beforeAll(async () => {
  for (const [index, title] of PROJECTS.entries()) {
    const project = { title, description: `Project ${index + 1} of the barangay.`, status: 'ongoing', date_started: '2026-01-05' };
    const { status } = await restMultipart(server, 'POST', '/projects/', project, { project_photo: pngUpload(`project-${index}.png`) }, admin.access);
    if (status !== 201) throw new Error(`creating project ${title} failed with ${status}`);
  }
  const contact = { contact_number: '09171234500', facebook_pagee: 'https://www.facebook.com/BarangaySanIsidro', email: HALL_EMAIL, address: 'Barangay Hall, Rizal Street' };
  const { status } = await server.rest('POST', '/contact-us-details/', contact, admin.access);
  if (status !== 201) throw new Error(`saving the contact details failed with ${status}`);
  const posted = await server.graphql<{ createAnnouncement: { id: number } }>(
    'mutation { createAnnouncement(input: { title: "Clean-up drive", content: "Saturday, 6 AM.", featured: true }) { id } }', {}, admin.access);
  await server.database.db.query('UPDATE announcement SET created_at = $1 WHERE id = $2', [POSTED_AT, posted.data!.createAnnouncement.id]);
});

interface Watched {
  /** Console errors and warnings, and uncaught errors, in the order they came. */
  problems: string[];
  /** Whether a node the server put directly under #root was taken out (a client render replacing it, not a hydration). */
  serverMarkupReplaced: () => Promise<boolean>;
}

/** Watches `page` from before its first byte: what its console says, and whether #root's server markup stays. */
async function watch(page: Page): Promise<Watched> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const flags = window as unknown as { serverMarkupReplaced: boolean };
    flags.serverMarkupReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) flags.serverMarkupReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    problems,
    serverMarkupReplaced: async () => await page.evaluate(() => (window as unknown as { serverMarkupReplaced: boolean }).serverMarkupReplaced),
  };
}

/** The title of the carousel's slide on screen. */
const shownSlide = async (page: Page): Promise<string> =>
  await page.getByRole('region', { name: 'Featured projects' }).getByRole('group').getByRole('heading', { level: 3 }).innerText();

describe('without JavaScript', () => {
  it('/home shows the featured projects, the galleries and the contact details', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/home`);
    const carousel = page.getByRole('region', { name: 'Featured projects' });
    expect(PROJECTS).toContain(await shownSlide(page));
    expect(await carousel.getByRole('button', { name: /^Slide \d$/ }).count()).toBe(PROJECTS.length);
    for (const title of PROJECTS) await page.getByRole('region', { name: 'Projects', exact: true }).getByText(title).first().waitFor();
    await page.getByRole('contentinfo').getByText(HALL_EMAIL).waitFor();
  });

  it('/contact-us shows the contact details', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('main').getByText(HALL_EMAIL).waitFor();
  });
});

describe('with JavaScript', () => {
  it('/home hydrates without a console error and works: the slides answer, a link navigates', async () => {
    const page = await browser.newPage(REDUCED_MOTION);
    const watched = await watch(page);
    await page.goto(`${server.url}/home`);
    const first = await shownSlide(page);

    // The server's markup has no handlers: a click before hydration is lost, so choose Slide 2 until it shows.
    const carousel = page.getByRole('region', { name: 'Featured projects' });
    await carousel.getByRole('button', { name: 'Slide 2' }).waitFor();
    let shown = first;
    for (let attempt = 0; attempt < 50 && shown === first; attempt += 1) {
      await carousel.getByRole('button', { name: 'Slide 2' }).click();
      shown = await page.waitForFunction((title) => {
        const heading = document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"]) h3');
        return heading !== null && heading.textContent !== title && heading.textContent;
      }, first, { timeout: 500 }).then((handle) => handle.jsonValue() as Promise<string>, () => first);
    }
    expect(PROJECTS.filter((title) => title !== first)).toContain(shown);

    await page.getByRole('navigation').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${server.url}/contact-us`);
    await page.getByRole('main').getByText(HALL_EMAIL).waitFor();
    expect(watched.problems).toEqual([]);
    expect(await watched.serverMarkupReplaced()).toBe(false);
  });

  it('/contact-us hydrates without a console error', async () => {
    const page = await browser.newPage();
    const watched = await watch(page);
    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('main').getByText(HALL_EMAIL).waitFor();
    // Working once the header's link takes the visitor home without a page load.
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('region', { name: 'Featured projects' }).waitFor();
    expect(watched.problems).toEqual([]);
    expect(await watched.serverMarkupReplaced()).toBe(false);
  });

  it('shows an announcement\'s day in the browser\'s time zone after hydrating the server\'s, without a mismatch', async () => {
    const withoutScript = await browser.newPage({ javaScriptEnabled: false, timezoneId: OTHER_ZONE.zone });
    await withoutScript.goto(`${server.url}/contact-us`);
    await withoutScript.getByText(`Posted on ${SERVER_DAY}`).waitFor();

    const page = await browser.newPage({ timezoneId: OTHER_ZONE.zone });
    const watched = await watch(page);
    await page.goto(`${server.url}/contact-us`);
    await page.getByText(`Posted on ${OTHER_ZONE.day}`).waitFor();
    expect(watched.problems).toEqual([]);
    expect(await watched.serverMarkupReplaced()).toBe(false);
  });

  it('sends a signed-in resident who opens /home to their own screen, without a console error', async () => {
    const context = await signedInContext(browser, server.url, { email: resident.email, password: RESIDENT_PASSWORD, landing: '/resident/barangay-projects' });
    const page = await context.newPage();
    const watched = await watch(page);
    await page.goto(`${server.url}/home`);
    await page.waitForURL(`${server.url}/resident/barangay-projects`);
    await page.getByRole('button', { name: /logout/i }).first().waitFor();
    expect(watched.problems).toEqual([]);
  });
});
