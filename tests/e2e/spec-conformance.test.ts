import type { Locator, Page } from 'playwright-core';
import { adminForFile, residentSession } from '../utils/accounts';
import { browserForFile, signedInPage } from '../utils/browser';
import { createDocumentType, submitRequest } from '../utils/documents';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Spec conformance in a real browser: sorting starts ascending on every column (the default sort
// column included), dates show the day alone outside histories, and both submission texts (docs/rules/documents.md#request-document-modal) show.
const server = testServerForFile();
const browser = browserForFile();
const admin = adminForFile(server);

const adminPage = async (options: Parameters<typeof signedInPage>[5] = {}): Promise<Page> =>
  await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard', options);

const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

/** The texts of one column (0-based) of the table's body rows, as shown, read in one go (rows re-render). */
async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return await table.evaluate((element, index) => Array.from(element.querySelectorAll('tbody tr'))
    .map((row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? ''), column);
}

/** Waits until the column shows exactly `expected`, in that order; fails with what it shows instead. */
async function waitForColumn(table: Locator, column: number, expected: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  let shown = await columnTexts(table, column);
  while (JSON.stringify(shown) !== JSON.stringify(expected)) {
    if (Date.now() > deadline) throw new Error(`column ${column} shows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
    await table.page().waitForTimeout(100);
    shown = await columnTexts(table, column);
  }
}

async function sortState(table: Locator, header: string): Promise<string | null> {
  return await table.getByRole('columnheader', { name: header, exact: true }).getAttribute('aria-sort');
}

/** Clicks a sortable header (its button), then expects the header's aria-sort and the column's order. */
async function clickHeader(table: Locator, header: string, column: number, expected: string[], direction: 'ascending' | 'descending') {
  await table.getByRole('columnheader', { name: header, exact: true }).getByRole('button').click();
  expect(await sortState(table, header)).toBe(direction);
  await waitForColumn(table, column, expected);
}

/** A sortable column: its header and the values of every row in the list (not only the page shown). */
interface SortColumn {
  header: string;
  values: string[];
}

/** The first `pageSize` of `values` in A-Z order (Z-A with `descending`): what page 1 shows so sorted. */
const firstPageOf = (values: string[], pageSize: number, descending = false): string[] =>
  [...values].sort((a, b) => (descending ? byText(b, a) : byText(a, b))).slice(0, pageSize);

/**
 * The walk both admin tables take: `first`, the default sort, shows ascending; from page 2 its first click
 * sorts A-Z (back on page 1), the second Z-A; then `second` goes A-Z on its first click, Z-A on the next.
 */
async function walkSorting(page: Page, tableName: string, pageSize: number, first: SortColumn, second: SortColumn): Promise<Locator> {
  const table = page.getByRole('table', { name: tableName });
  await waitForColumn(table, 0, firstPageOf(first.values, pageSize));
  expect(await sortState(table, first.header)).toBe('ascending');

  // From page 2, so the first click's A-Z list is a fresh render, not the list already there.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await waitForColumn(table, 0, [...first.values].sort(byText).slice(pageSize));
  await clickHeader(table, first.header, 0, firstPageOf(first.values, pageSize), 'ascending');
  expect(await page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  await clickHeader(table, first.header, 0, firstPageOf(first.values, pageSize, true), 'descending');

  await clickHeader(table, second.header, 1, firstPageOf(second.values, pageSize), 'ascending');
  await clickHeader(table, second.header, 1, firstPageOf(second.values, pageSize, true), 'descending');
  return table;
}

describe('sorting (spec §4, §9): the first click on any header sorts ascending, the second descending', () => {
  it('document types: Name, the default sort, goes A-Z on its first click from page 2, then Z-A; Description too', async () => {
    // Six types on pages of five; names and descriptions in different orders.
    const types = [
      ['Barangay Clearance', 'Mayor permit support'],
      ['Certificate of Indigency', 'Financial assistance'],
      ['Business Permit', 'Zoning of a store'],
      ['Residency Certificate', 'Address proof'],
      ['Good Moral Certificate', 'Character reference'],
      ['Zoning Clearance', 'Land use check'],
    ];
    for (const [name, description] of types) {
      await createDocumentType(server, admin, { name, description, fields: [{ name: 'Purpose' }] });
    }
    const { body: all } = await server.rest('GET', '/document-types/', undefined, admin.access);
    const names: string[] = all.map((type: { name: string }) => type.name);
    const descriptions: string[] = all.map((type: { description: string }) => type.description);

    const page = await adminPage();
    await page.goto(`${server.url}/document-type-manager`);
    const table = await walkSorting(page, 'Document types', 5, { header: 'Name', values: names }, { header: 'Description', values: descriptions });
    // Back on Name after another column: ascending first again.
    await clickHeader(table, 'Name', 0, firstPageOf(names, 5), 'ascending');
    await page.context().close();
  });

  it('residents: Last Name, the default sort, goes A-Z on its first click from page 2, then Z-A; First Name too', async () => {
    const people = [
      ['Aquino', 'Teodora'], ['Bonifacio', 'Andres'], ['Luna', 'Gregoria'], ['Mabini', 'Apolinario'], ['Rizal', 'Jose'],
      ['Silang', 'Gabriela'], ['Jacinto', 'Emilio'], ['Del Pilar', 'Marcelo'], ['Tandang', 'Melchora'], ['Zamora', 'Jacinto'],
      ['Panday', 'Pira'], ['Quezon', 'Manuel'],
    ];
    for (const [last, first] of people) {
      await residentSession(server, { overrides: { last_name: last, first_name: first, middle_name: 'Santos' } });
    }
    const { body: users } = await server.rest('GET', '/auth/user/', undefined, admin.access);
    const residents = (users as Array<{ user_type: string; last_name: string; first_name: string }>)
      .filter((user) => user.user_type === 'resident');
    expect(residents.length).toBeGreaterThan(10);
    const lastNames = residents.map((resident) => resident.last_name);
    const firstNames = residents.map((resident) => resident.first_name);

    const page = await adminPage();
    await page.goto(`${server.url}/resident-list`);
    await walkSorting(page, 'Residents', 10, { header: 'Last Name', values: lastNames }, { header: 'First Name', values: firstNames });
    await page.context().close();
  });
});

describe('dates (spec §9): month name, day, year, with no time outside histories', () => {
  it('the resident and admin request lists and the Review modal show "November 23, 2026"', async () => {
    const typeId = await createDocumentType(server, admin, { name: 'Cedula Request', fields: [{ name: 'Purpose' }] });
    const session = await residentSession(server, {
      verified: true, overrides: { first_name: 'Leona', last_name: 'Florentino', middle_name: 'Reyes' },
    });
    const { id, reference_number: reference } = await submitRequest(server, session, typeId, { Purpose: 'Travel' });
    // 09:01 UTC is 5:01 PM in Manila, the browser's zone below: a time a date-time format would show.
    await server.database.db.query(`UPDATE document_request SET created_at = '2026-11-23T09:01:00Z' WHERE id = $1`, [id]);
    const manila = { timezoneId: 'Asia/Manila' };

    const resident = await signedInPage(browser, server.url, session.email, RESIDENT_PASSWORD, '/resident/barangay-projects', manila);
    await resident.goto(`${server.url}/resident/document-request`);
    const ownRow = resident.getByRole('table', { name: 'My document requests' }).getByRole('row').filter({ hasText: 'Cedula Request' });
    await ownRow.getByRole('cell', { name: 'November 23, 2026', exact: true }).waitFor();
    await ownRow.getByRole('button', { name: /^View/ }).click();
    const details = resident.getByRole('dialog', { name: 'Request Details' });
    expect(await requestedAtIn(details)).toBe('November 23, 2026');

    const page = await adminPage(manila);
    await page.goto(`${server.url}/document-request-manager`);
    await page.getByLabel('Search requests').fill(reference);
    const row = page.getByRole('table', { name: 'Document requests' }).getByRole('row').filter({ hasText: reference });
    await row.getByRole('cell', { name: 'November 23, 2026', exact: true }).waitFor();
    await row.getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review Document Request' });
    expect(await requestedAtIn(review)).toBe('November 23, 2026');

    await resident.context().close();
    await page.context().close();
  });
});

/** The "Requested At" value of a request modal, once it has loaded. */
async function requestedAtIn(dialog: Locator): Promise<string> {
  const value = dialog.locator('dt', { hasText: 'Requested At' }).locator('xpath=following-sibling::dd[1]');
  await value.waitFor();
  return (await value.innerText()).trim();
}

describe('success texts (spec §8)', () => {
  it('a submitted request shows "Form submitted successfully!" in the modal and "Document request submitted!" on the page', async () => {
    await createDocumentType(server, admin, { name: 'Barangay ID', fields: [{ name: 'Purpose' }] });
    const session = await residentSession(server, {
      verified: true, overrides: { first_name: 'Melchora', last_name: 'Aquino', middle_name: 'Ramos' },
    });
    const page = await signedInPage(browser, server.url, session.email, RESIDENT_PASSWORD, '/resident/barangay-projects');
    await page.goto(`${server.url}/resident/document-request`);
    await page.getByRole('button', { name: 'Request Document' }).click();
    const modal = page.getByRole('dialog', { name: 'Request Document' });
    await modal.getByLabel('Document Type').selectOption({ label: 'Barangay ID' });
    await modal.getByLabel('Purpose').fill('School enrolment');
    await modal.getByRole('button', { name: 'Submit Request' }).click();

    await modal.getByText('Form submitted successfully!', { exact: true }).waitFor();
    // The page's banner, outside the modal, at the same time.
    await page.locator('main').getByText('Document request submitted!', { exact: true }).waitFor();
    expect(await modal.getByRole('button', { name: 'Submit Request' }).count()).toBe(0);

    await modal.getByText('Close', { exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'My document requests' }).getByRole('row').filter({ hasText: 'Barangay ID' });
    await row.getByText('Pending', { exact: true }).waitFor();
    await page.context().close();
  });
});
