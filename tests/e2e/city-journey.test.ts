import { bootstrapCityAdministrator } from '../../server/src/modules/accounts/admin-bootstrap';
import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// The city level in a real browser against the built portal: the City Administrator gives the only
// barangay its address, adds a second barangay at another, and its first Punong Barangay signs in there.
const server = testServerForFile();
const browser = browserForFile();
const CITY_ADMIN = { email: 'city-admin@caloocan.example.ph', password: 'Sampaguita-Lane-1962' };

beforeAll(async () => {
  await bootstrapCityAdministrator(server.database.db, {
    cityAdminEmail: CITY_ADMIN.email, cityAdminPassword: CITY_ADMIN.password, cityName: 'City of Caloocan', dataDir: server.dataDir,
  });
});

it('lets the City Administrator give the first barangay its address and add a second, whose Punong Barangay signs in at its own', async () => {
  const [{ name: first }] = await server.database.db.query('SELECT name FROM barangay WHERE id = 1');
  // The first barangay keeps 127.0.0.1, the test server's address; the second answers at localhost, the same server.
  const secondUrl = server.url.replace('127.0.0.1', 'localhost');
  const page = await browser.newPage();
  await signInThroughLoginPage(page, server.url, CITY_ADMIN.email, CITY_ADMIN.password);
  await page.waitForURL(`${server.url}/city`);
  await page.getByRole('heading', { level: 1, name: 'City Overview' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link').allTextContents())
    .toEqual(['City Overview', 'City Accounts', 'Account']);
  await page.getByRole('row').filter({ hasText: first }).waitFor();
  await expectNoSeriousViolations(page, '/city');

  await page.getByRole('button', { name: `Host names of ${first}` }).click();
  const names = page.getByRole('dialog', { name: `Host names of ${first}` });
  await names.getByLabel('Host names', { exact: true }).fill('127.0.0.1');
  await names.getByRole('button', { name: 'Save' }).click();
  await expectText(page, `Host names of ${first} saved.`);

  await page.getByRole('button', { name: 'Add barangay' }).click();
  const form = page.getByRole('dialog', { name: 'Add barangay' });
  await form.getByLabel('Barangay name').fill('Bagong Silang');
  await form.getByLabel('Reference prefix').fill('bs');
  await form.getByLabel('Host names').fill('localhost');
  await form.getByLabel("Punong Barangay's e-mail").fill('kapitan@bagongsilang.example.ph');
  await form.getByLabel("Punong Barangay's first name").fill('Lorna');
  await form.getByLabel("Punong Barangay's last name").fill('Dizon');
  await expectNoSeriousViolations(page, 'the Add barangay dialog on /city');
  await form.getByRole('button', { name: 'Add barangay' }).click();
  const handover = page.getByRole('dialog', { name: 'One-time password' });
  const temporaryPassword = (await handover.locator('code').textContent())!.trim();
  await handover.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('row').filter({ hasText: 'Bagong Silang' }).getByText('localhost').waitFor();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'City Accounts' }).click();
  await page.getByRole('row').filter({ hasText: CITY_ADMIN.email }).waitFor();
  await expectNoSeriousViolations(page, '/city/accounts');

  // Another person's browser, at the new barangay's address: the Punong Barangay chooses their own password first.
  const kapitan = await browser.newPage();
  await signInThroughLoginPage(kapitan, secondUrl, 'kapitan@bagongsilang.example.ph', temporaryPassword);
  await kapitan.waitForURL(`${secondUrl}/account`);
  await kapitan.getByRole('banner').getByText('Bagong Silang').waitFor();
  const [row] = await server.database.db.query(
    `SELECT b.reference_prefix, r.built_in FROM "user" u JOIN barangay b ON b.id = u.barangay_id JOIN staff_role r ON r.id = u.staff_role_id
      WHERE u.email = 'kapitan@bagongsilang.example.ph'`);
  expect(row).toEqual({ reference_prefix: 'BS', built_in: 'PUNONG_BARANGAY' });
});
