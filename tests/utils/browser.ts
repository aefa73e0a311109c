import { Browser, BrowserContext, BrowserContextOptions, chromium } from 'playwright-core';

/** Debian's Chromium, as ARCHITECTURE §7 fixes it: no test tool downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * A browser context signed in through the login page as a user would, so the session lives in its storage.
 * `landing` is where the portal sends that user after the login (a resident's projects, the dashboard).
 */
export async function signedInContext(
  browser: Browser, baseUrl: string, account: { email: string; password: string; landing: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}${account.landing}`);
  await page.close();
  return context;
}
