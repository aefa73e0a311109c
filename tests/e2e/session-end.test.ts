import type { Page } from 'playwright-core';
import { TokenService } from '../../server/src/identity/tokens';
import { login, residentSession } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { eventually } from '../utils/eventually';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { TEST_JWT_SECRET, testServerForFile } from '../utils/test-server';

// An expired session (docs/sessions.md#expired-on-start) is logged out and all stored data cleared, never revived; a session in use is
// renewed silently, and one nobody uses ends after the idle window (docs/sessions.md). The idle window is
// one minute here so the test can wait it out in real time: the browser's clock and the server's must agree.
const IDLE_MS = 60_000;
const server = testServerForFile({ SESSION_IDLE_MINUTES: '1' });
const browser = browserForFile();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage();
});

const storedItems = () => page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));

async function liveRefreshTokens(userId: number): Promise<number> {
  const [{ count }] = await server.database.db.query(
    `SELECT count(*)::int AS count FROM refresh_token WHERE user_id = $1 AND revoked_at IS NULL AND used_at IS NULL AND expires_at > now()`,
    [userId]);
  return count;
}

it('on a shared computer, a stored session whose access token expired is ended on start, refresh token or not', async () => {
  const resident = await residentSession(server);
  // What the previous resident left behind: a refresh token the server still honours, and an access token
  // that expired a while ago.
  const left = await login(server, resident.email, RESIDENT_PASSWORD);
  const claims = await new TokenService(TEST_JWT_SECRET).verifyAccessToken(left.access);
  const expired = await new TokenService(TEST_JWT_SECRET).signAccessToken(
    { sub: claims.sub, email: claims.email, is_resident: true, is_verified: false, sid: claims.sid },
    Math.floor(Date.now() / 1000) - 20 * 60);
  await page.goto(`${server.url}/home`);
  await page.evaluate(({ access, refresh, email }) => {
    Object.entries({ access, refresh, is_resident: 'true', is_verified: 'false', email })
      .forEach(([key, value]) => window.localStorage.setItem(key, value));
  }, { access: expired, refresh: left.refresh, email: resident.email });

  await page.goto(`${server.url}/resident/profile`);
  await page.waitForURL(`${server.url}/login`);
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  expect(await storedItems()).toEqual({});
  // The server was told as well: the refresh token left behind no longer opens anything.
  await eventually(async () => (await liveRefreshTokens(resident.id)) === 1, 10_000, 'the left-behind session to be revoked');
  expect((await server.rest('POST', '/auth/token/refresh/', { refresh: left.refresh })).status).toBe(401);
}, 60_000);

it('renews the session silently while the resident uses the portal, and ends it after the idle window', async () => {
  const resident = await residentSession(server);
  await page.context().close();
  page = await signedInPage(browser, server.url, resident.email, RESIDENT_PASSWORD, '/resident/barangay-projects');
  const firstToken = (await storedItems()).access;

  // Used for longer than the access token lives (one minute here): renewed silently, never interrupted.
  const usedUntil = Date.now() + IDLE_MS + 20_000;
  while (Date.now() < usedUntil) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(5_000);
  }
  expect(page.url()).toBe(`${server.url}/resident/barangay-projects`);
  await page.getByText('Welcome,', { exact: false }).first().waitFor();
  expect((await storedItems()).access).not.toBe(firstToken);

  // Then nobody touches it: the session ends at the idle deadline and the next person sees the login page.
  const leftAt = Date.now();
  await page.waitForURL(`${server.url}/login`, { timeout: IDLE_MS + 30_000 });
  expect(Date.now() - leftAt).toBeGreaterThan(IDLE_MS - 15_000);
  expect(await storedItems()).toEqual({});
  await eventually(async () => (await liveRefreshTokens(resident.id)) === 0, 10_000, 'the idle session to be revoked', 100);
}, 240_000);
