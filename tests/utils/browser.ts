import { Browser, BrowserContext, BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, as ARCHITECTURE §7 fixes it: no test tool downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** Signs in through the login page, as a person does; the app then opens the role's landing screen. */
export async function signInThroughLoginPage(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A page in a fresh browser context, signed in through the login form and arrived at `landing` (the path the
 * role lands on, e.g. '/dashboard'). `contextOptions` sets e.g. the browser's `timezoneId`.
 */
export async function signedInPage(
  browser: Browser, baseUrl: string, email: string, password: string, landing: string, contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(contextOptions)).newPage();
  await signInThroughLoginPage(page, baseUrl, email, password);
  await page.waitForURL(`${baseUrl}${landing}`);
  return page;
}

/** A browser context signed in through the login page as a user would, so the session lives in its storage. */
export async function signedInContext(
  browser: Browser, baseUrl: string, account: { email: string; password: string; landing: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const page = await signedInPage(browser, baseUrl, account.email, account.password, account.landing, options);
  await page.close();
  return page.context();
}
