import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { filesOnDiskForFile } from '../utils/sample-files';
import { csvUpload } from '../utils/spreadsheets';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// The registry's import wizard in a real browser against the built portal: a spreadsheet chosen
// and uploaded (XMLHttpRequest, with its progress), its columns proposed and one changed, a dry run whose problem is
// named by row and column, then a corrected file imported with the import's progress polled, and the new inhabitants
// in the registry; then the registry exported with the filter on screen.
const server = testServerForFile();
const browser = browserForFile();

const HEADERS = ['Household No.', 'Sitio', 'Address', 'Relationship', 'Apelyido', 'First Name', 'Kasarian', 'Date of Birth', 'Place of Birth', 'Status'];
const ROWS = [
  ['HH-7', 'Sitio Bago', '7 Ilang-Ilang Street', 'Head', 'Reyes', 'Teodora', 'F', '07/04/1958', 'Caloocan', 'Widowed'],
  ['HH-7', '', '7 Ilang-Ilang Street', 'Apo', 'Reyes', 'Lorna', 'F', '2010-02-30', 'Caloocan', 'Single'],
];
const files = filesOnDiskForFile({
  bad: { name: 'rbi-bad.csv', bytes: csvUpload('rbi-bad.csv', [HEADERS, ...ROWS]).bytes },
  good: { name: 'rbi.csv', bytes: csvUpload('rbi.csv', [HEADERS, ROWS[0], ROWS[1].map((cell) => (cell === '2010-02-30' ? '2010-02-28' : cell))]).bytes },
});

it('uploads a spreadsheet, matches its columns, reports a bad row by row and column, imports a corrected file and exports it back', async () => {
  const page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Registry', exact: true }).click();
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import inhabitants from a spreadsheet' }).waitFor();
  await expectNoSeriousViolations(page, '/registry/import');

  const upload = async (path: string) => {
    await page.getByLabel('Spreadsheet (CSV or Excel .xlsx)').setInputFiles(path);
    await page.getByRole('button', { name: 'Upload and read the file' }).click();
    await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  };
  await upload(files.bad);
  const columns = page.getByRole('group', { name: 'Columns of the file' });
  // "Status" is no field the import knows by that name: the staff member says it is the civil status.
  await columns.getByLabel('Status', { exact: true }).selectOption({ label: 'Civil Status, required' });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const problems = page.getByRole('table', { name: 'Problems by row' });
  await problems.waitFor();
  expect(await problems.getByRole('row').nth(1).getByRole('cell').allTextContents())
    .toEqual(['3', 'Date of Birth', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.']);
  expect(await page.getByRole('button', { name: 'Import 2 inhabitants' }).isDisabled()).toBe(true);
  await expectNoSeriousViolations(page, "the import wizard's dry run with a problem");

  await page.goto(`${server.url}/registry/import`);
  await upload(files.good);
  await page.getByRole('group', { name: 'Columns of the file' }).getByLabel('Status', { exact: true }).selectOption({ label: 'Civil Status, required' });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expectText(page, '2 rows can be imported: 1 new household (0 existing ones joined) and 1 new purok or sitio.');
  await page.getByRole('button', { name: 'Import 2 inhabitants' }).click();
  await expectText(page, '2 inhabitants added, with 1 new household and 1 new purok or sitio.');
  await expectNoSeriousViolations(page, "the import wizard's summary");

  await page.getByRole('link', { name: 'Back to the registry' }).click();
  await page.getByLabel('Search inhabitants', { exact: true }).fill('lorna');
  const row = page.getByRole('row').filter({ hasText: 'Reyes, Lorna' });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual(['Reyes, Lorna', 'HH-7', 'Sitio Bago', expect.stringMatching(/^\d+$/), 'Female',
    'Living in the barangay', '']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of inhabitants' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inhabitants-\d{4}-\d{2}-\d{2}\.csv$/);
});
