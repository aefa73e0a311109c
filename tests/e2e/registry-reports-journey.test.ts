import { barangayToday } from '@barangay-portal/domain';
import { parse } from 'csv-parse/sync';
import type { Download } from 'playwright-core';
import { login } from '../utils/accounts';
import { browserForFile, expectText, signedInPage } from '../utils/browser';
import { flat, readPdf } from '../utils/pdf';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';
import { expectNoSeriousViolations } from './support/axe';

// The registry's reports and the dashboard's Inhabitants section in a real browser against the built
// portal: the administrator sees the registry on the dashboard, downloads this quarter's population summary from
// Registry Reports and a household's record from its page.
const server = testServerForFile();
const browser = browserForFile();

let householdId = 0;

/** A household of two in Purok Uno: Lito, its head, and Rosa, a senior citizen and person with disability. */
beforeAll(async () => {
  const admin = await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
  const gql = async (query: string) => {
    const answer = await server.graphql<Record<string, { id: number }>>(query, {}, admin.access);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const purok = (await gql('mutation { createPurok(input: { name: "Purok Uno" }) { id } }')).createPurok.id;
  householdId = (await gql(`mutation { createHousehold(input: { householdNumber: "HH-301", address: "7 Ilang-Ilang Street",
    purokId: ${purok} }) { id } }`)).createHousehold.id;
  await gql(`mutation { createInhabitant(input: { lastName: "Bautista", firstName: "Lito", sex: MALE, birthdate: "1981-07-04",
    birthPlace: "Malabon", civilStatus: MARRIED, householdId: ${householdId}, relationshipToHead: HEAD }) { id } }`);
  await gql(`mutation { createInhabitant(input: { lastName: "Bautista", firstName: "Rosa", sex: FEMALE, birthdate: "1950-03-15",
    birthPlace: "Navotas", civilStatus: WIDOWED, isPwd: true, householdId: ${householdId}, relationshipToHead: PARENT }) { id } }`);
});

async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it('shows the registry on the dashboard and downloads the population summary and a household record', async () => {
  const page = await signedInPage(browser, server.url, TEST_ADMIN.email, TEST_ADMIN.password, '/dashboard');
  const inhabitants = page.getByRole('region', { name: 'Inhabitants' });
  await inhabitants.getByText('Living Inhabitants').waitFor();
  await inhabitants.getByRole('img', { name: 'Inhabitants by Age Group' }).waitFor();
  await expectNoSeriousViolations(page, "the dashboard's Inhabitants section");

  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Registry Reports' }).click();
  await page.getByRole('heading', { level: 1, name: 'Registry Reports' }).waitFor();
  const today = barangayToday();
  await page.getByLabel('Year', { exact: true }).selectOption(today.slice(0, 4));
  await page.getByLabel('Quarter', { exact: true }).selectOption(String(Math.ceil(Number(today.slice(5, 7)) / 3)));
  await expectText(page, 'Counted as of');
  await expectNoSeriousViolations(page, '/registry/reports');
  const summaryDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const summary: string[][] = parse(await downloadBytes(await summaryDownload), { bom: true, relax_column_count: true });
  expect(summary).toContainEqual(['Inhabitants', '2']);
  expect(summary).toContainEqual(['Purok Uno', '1', '2']);

  await page.goto(`${server.url}/registry/households/${householdId}`);
  await page.getByRole('heading', { level: 2, name: 'Reports' }).waitFor();
  await expectNoSeriousViolations(page, "a household page's Reports card");
  const recordDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Household record (PDF)' }).click();
  const download = await recordDownload;
  expect(download.suggestedFilename()).toMatch(/^household-record-HH-301-\d{4}-\d{2}-\d{2}\.pdf$/);
  const record = flat((await readPdf(await downloadBytes(download))).pages.join(' '));
  expect(record).toContain('Household No.: HH-301');
  expect(record).toContain('Bautista Lito');
  expect(record).toContain('Bautista Rosa');
});
