import type { Page } from 'playwright-core';
import { browserForFile, signInThroughLoginPage } from '../utils/browser';
import { residentSession } from '../utils/accounts';
import { registrationPayload } from '../utils/fixtures';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// The dashboard in a real browser: every section and chart, and Victory downloaded only there.
const server = testServerForFile();
const browser = browserForFile();

beforeAll(async () => {
  await residentSession(server, { overrides: { gender: 'female', birthdate: '1950-04-01' } });
  await server.database.db.query(`
    INSERT INTO event (event_name, target_audience, event_date, expected_number_of_attendees, actual_attendees, status)
    VALUES ('Clean-up Drive', 'Adults', '2026-01-10', 50, 42, 'Ended')`);
});

/** Signs in through the login page and records every script the page downloads. */
async function signIn(email: string, password: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signInThroughLoginPage(page, server.url, email, password);
  return { page, scripts };
}

it('shows every section and chart to an administrator', async () => {
  const { page, scripts } = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  await page.waitForURL(`${server.url}/dashboard`);
  for (const section of ['Residents Overview', 'Employment Overview', 'Voter Overview', 'Event Overview', 'Document Requests Overview']) {
    await page.getByRole('heading', { name: section }).waitFor({ state: 'visible', timeout: 20_000 });
  }
  for (const chart of ['Gender', 'Age Distribution', 'Employment Status', 'Voter Status']) {
    await page.getByRole('heading', { name: chart, exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  }
  // The attendance chart describes its bars for screen readers: the seeded event with its figures.
  await page.locator('desc', { hasText: 'Clean-up Drive (January 10, 2026): expected 50' }).first()
    .waitFor({ state: 'attached', timeout: 20_000 });
  expect(scripts.some((path) => /victory/i.test(path))).toBe(true);
  await page.context().close();
});

it('never sends Victory to a resident', async () => {
  const payload = registrationPayload();
  await server.rest('POST', '/auth/user/', payload);
  const { page, scripts } = await signIn(String(payload.email), String(payload.password));
  await page.waitForURL(`${server.url}/resident/barangay-projects`);
  await page.goto(`${server.url}/resident/events`);
  await page.getByRole('heading').first().waitFor();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /victory|dashboard/i.test(path))).toEqual([]);
  await page.context().close();
});
