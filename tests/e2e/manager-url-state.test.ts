import type { Page } from 'playwright-core';
import { browserForFile, signInThroughLoginPage } from '../utils/browser';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// An admin list keeps its table in the address (docs/rules/common.md#table-address): in a real browser
// against the built portal, the Project Manager sorted, searched and paged shows the same page, sort and
// search after a reload, and when the address is opened in another tab.
const server = testServerForFile();
const browser = browserForFile();

const bodyTitles = async (page: Page) => await page.getByRole('row').locator('td:nth-child(2)').allTextContents();

async function expectTableState(page: Page, titles: string[]): Promise<void> {
  await page.getByRole('cell', { name: titles[0], exact: true }).waitFor({ timeout: 10_000 });
  expect(await bodyTitles(page)).toEqual(titles);
  expect(await page.getByRole('columnheader', { name: /^Title/ }).getAttribute('aria-sort')).toBe('descending');
  expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe('water');
  const pages = page.getByRole('navigation', { name: 'Projects pages' });
  expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
}

it('keeps the page, sort and search of the Project Manager across a reload and in a shared link', async () => {
  // Twelve projects match "water" (three pages of five), two do not.
  const names = [...Array.from({ length: 12 }, (_, index) => `Water Pipe ${String(index + 1).padStart(2, '0')}`), 'Road Repair', 'Covered Court'];
  for (const title of names) {
    await server.database.db.query(`INSERT INTO project (title, status) VALUES ($1, 'ongoing')`, [title]);
  }
  const admin = await browser.newPage();
  try {
    await signInThroughLoginPage(admin, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.waitForURL(`${server.url}/dashboard`);
    await admin.goto(`${server.url}/project-list`);
    await admin.getByRole('heading', { level: 1, name: 'Project Manager' }).waitFor({ timeout: 10_000 });
    await admin.getByRole('cell', { name: 'Road Repair', exact: true }).or(admin.getByRole('cell', { name: 'Water Pipe 01' }))
      .first().waitFor();

    // Title ascending, then descending; then a search; then page 2.
    const title = admin.getByRole('button', { name: /^Title/ });
    await title.click();
    await admin.waitForFunction(() => new URL(location.href).searchParams.get('dir') === 'ASC');
    await title.click();
    await admin.waitForFunction(() => new URL(location.href).searchParams.get('dir') === 'DESC');
    // Typed key by key, as fast as the browser takes them: no key may be lost while the address follows.
    await admin.getByRole('searchbox', { name: 'Search projects' }).pressSequentially('water');
    await admin.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'water');
    await admin.getByRole('cell', { name: 'Water Pipe 12', exact: true }).waitFor();
    await admin.getByRole('navigation', { name: 'Projects pages' }).getByRole('button', { name: 'Page 3' }).waitFor();
    await admin.getByRole('navigation', { name: 'Projects pages' }).getByRole('button', { name: 'Page 2' }).click();
    const pageTwo = ['Water Pipe 07', 'Water Pipe 06', 'Water Pipe 05', 'Water Pipe 04', 'Water Pipe 03'];
    await expectTableState(admin, pageTwo);

    const params = new URL(admin.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ page: '2', sort: 'TITLE', dir: 'DESC', q: 'water' });

    // A reload shows the same page, sort and search.
    await admin.reload();
    await expectTableState(admin, pageTwo);

    // So does the address opened in another tab of the same session.
    const shared = await admin.context().newPage();
    await shared.goto(admin.url());
    await expectTableState(shared, pageTwo);

    // Back leaves page 2 for page 1 of the same search and sort.
    await admin.goBack();
    await admin.getByRole('cell', { name: 'Water Pipe 12', exact: true }).waitFor();
    expect(new URL(admin.url()).searchParams.get('page')).toBeNull();
    expect(await admin.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe('water');
  } finally {
    await admin.context().close();
  }
});
