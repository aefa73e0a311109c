import type { BrowserContext, Page } from 'playwright-core';

/**
 * Runs `steps` on a new page of `context` and closes the page after, whether the steps passed or failed:
 * the context (a guest's, resident's or administrator's browser, opened once for the file) outlives the page,
 * so the next test starts from a fresh tab of the same session.
 */
export async function onNewPage<T>(context: BrowserContext, steps: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await steps(page);
  } finally {
    await page.close();
  }
}
