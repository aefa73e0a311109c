import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// The Registry of Barangay Inhabitants in a real browser against the built portal: the administrator adds a
// purok, a household in it and its head through the screens, finds the head by the household number, and moves them out.
const server = testServerForFile();
const browser = browserForFile();

it('adds a purok, a household and its head, finds the head in the registry and records a move out', async () => {
  const page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('link', { name: 'Registry', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Registry of Barangay Inhabitants' }).waitFor();
  await expectText(page, 'No inhabitants found.');
  await expectNoSeriousViolations(page, '/registry');

  await page.getByRole('link', { name: 'Households and puroks' }).click();
  await page.getByRole('heading', { level: 1, name: 'Households' }).waitFor();
  await page.getByRole('button', { name: 'Add purok or sitio' }).click();
  const purok = page.getByRole('dialog', { name: 'Add purok or sitio' });
  await purok.getByLabel('Purok or sitio', { exact: true }).fill('Sitio Malinis');
  await purok.getByRole('button', { name: 'Add purok or sitio' }).click();
  await expectText(page, 'Sitio Malinis was added.');

  await page.getByRole('button', { name: 'Add household', exact: true }).click();
  const household = page.getByRole('dialog', { name: 'Add household' });
  await household.getByLabel('Household number', { exact: true }).fill('HH-101');
  await household.getByLabel('Address', { exact: true }).fill('3 Sampaguita Street');
  await household.getByLabel('Purok or sitio', { exact: true }).selectOption({ label: 'Sitio Malinis' });
  await household.getByRole('button', { name: 'Add household' }).click();
  await page.getByRole('link', { name: 'HH-101' }).waitFor();
  await expectNoSeriousViolations(page, '/registry/households');

  await page.getByRole('link', { name: 'Back to the registry' }).click();
  await page.getByRole('button', { name: 'Add inhabitant', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add inhabitant' });
  await form.getByLabel('Last Name', { exact: true }).fill('Reyes');
  await form.getByLabel('First Name', { exact: true }).fill('Teodora');
  await form.getByLabel('Birthdate', { exact: true }).fill('1958-07-04');
  await form.getByLabel('Birthplace', { exact: true }).fill('Caloocan');
  await form.getByLabel('Sex', { exact: true }).selectOption({ label: 'Female' });
  await form.getByLabel('Civil Status', { exact: true }).selectOption({ label: 'Widowed' });
  await form.getByLabel('Solo parent', { exact: true }).check();
  await form.getByLabel('Find a household', { exact: true }).fill('HH-101');
  await form.getByLabel('Household', { exact: true }).selectOption({ label: 'HH-101, 3 Sampaguita Street (Sitio Malinis)' });
  await form.getByLabel('Relationship to the head', { exact: true }).selectOption({ label: 'Head of household' });
  await expectNoSeriousViolations(page, 'the Add inhabitant dialog on /registry');
  await form.getByRole('button', { name: 'Add inhabitant' }).click();

  await page.getByRole('heading', { level: 1, name: 'Teodora Reyes' }).waitFor();
  await expectText(page, 'Household HH-101');
  await expectNoSeriousViolations(page, "an inhabitant's page");

  await page.getByRole('button', { name: 'Change status' }).click();
  const status = page.getByRole('dialog', { name: 'Change status' });
  await status.getByLabel('Status', { exact: true }).selectOption({ label: 'Moved out' });
  await status.getByLabel('Date', { exact: true }).fill('2025-01-31');
  await status.getByRole('button', { name: 'Save' }).click();
  await expectText(page, 'on 2025-01-31');

  await page.getByRole('link', { name: 'Back to the registry' }).click();
  await page.getByLabel('Search inhabitants', { exact: true }).fill('hh-101');
  const row = page.getByRole('row').filter({ hasText: 'Reyes, Teodora' });
  await row.getByText('Moved out').waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual(['Reyes, Teodora', 'HH-101', 'Sitio Malinis', expect.stringMatching(/^\d+Senior$/), 'Female', 'Moved out', 'Solo parent']);
});
