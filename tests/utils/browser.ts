import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';

/** What the journeys need of a browser: fresh contexts (each its own storage, as another person's browser). */
export interface ContextOpener {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export interface FileBrowser extends ContextOpener {
  /** A page in a fresh context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * The test file's Chromium: launched before its first test and closed after its last. A context opened during
 * a test (or its beforeEach) is closed after that test; one opened in beforeAll lives as long as the browser.
 */
export function browserForFile(): FileBrowser {
  let browser: Browser | undefined;
  let openedInTest: BrowserContext[] | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => {
    openedInTest = [];
  });
  afterEach(async () => {
    const contexts = openedInTest ?? [];
    openedInTest = undefined;
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    if (!browser) throw new Error('the browser starts in beforeAll: open contexts in a hook or a test');
    const context = await browser.newContext(options);
    openedInTest?.push(context);
    return context;
  };
  return { newContext, newPage: async (options) => await (await newContext(options)).newPage() };
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
  browser: ContextOpener, baseUrl: string, email: string, password: string, landing: string, contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(contextOptions)).newPage();
  await signInThroughLoginPage(page, baseUrl, email, password);
  await page.waitForURL(`${baseUrl}${landing}`);
  return page;
}

/** A browser context signed in through the login page as a user would, so the session lives in its storage. */
export async function signedInContext(
  browser: ContextOpener, baseUrl: string, account: { email: string; password: string; landing: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const page = await signedInPage(browser, baseUrl, account.email, account.password, account.landing, options);
  await page.close();
  return page.context();
}

/** Waits (10 s at most) until the page shows `text`: within an element's text, or with `exact` as the whole of it. */
export async function expectText(page: Page, text: string, { exact = false } = {}): Promise<void> {
  await page.getByText(text, { exact }).first().waitFor({ state: 'visible', timeout: 10_000 });
}
