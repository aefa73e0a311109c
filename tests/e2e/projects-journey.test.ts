import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../utils/browser';
import { samplePng } from '../utils/sample-files';
import { startTestServer, TEST_ADMIN, TestServer } from '../utils/test-server';

// Spec §2 Project Manager and the public home gallery, in a real browser against the built portal on a real
// database: an administrator adds a finished project with a photo, a guest sees it on the home page, and
// the administrator deletes it through the confirmation dialog.
let server: TestServer;
let browser: Browser;
let fileDir: string;
let photoPath: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  fileDir = mkdtempSync(path.join(os.tmpdir(), 'projects-journey-'));
  photoPath = path.join(fileDir, 'drainage-canal.png');
  writeFileSync(photoPath, samplePng());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  return await (await browser.newContext()).newPage();
}

async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function logInAsAdministrator(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

it('adds a finished project with a photo, shows it to guests on the home page, and deletes it after confirmation', async () => {
  const title = `Drainage Canal Upgrade ${Date.now()}`;
  const description = 'Deepening and covering the drainage canals along Purok 4 before the rainy season.';
  const admin = await newPage();
  const guest = await newPage();
  try {
    // The administrator adds the project.
    await logInAsAdministrator(admin);
    await admin.goto(`${server.url}/project-list`);
    await admin.getByRole('heading', { level: 1, name: 'Project Manager' }).waitFor({ timeout: 10_000 });
    await expectText(admin, 'No Projects available');
    await admin.getByRole('button', { name: 'Add Project', exact: true }).click();

    const form = admin.getByRole('dialog', { name: 'Add Project' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill(description);
    expect(await form.getByLabel('Date Ended', { exact: true }).count()).toBe(0);
    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Finished' });
    await form.getByLabel('Date Started', { exact: true }).fill('2026-01-05');
    await form.getByLabel('Date Ended', { exact: true }).fill('2026-02-20');
    await form.getByLabel('Link', { exact: true }).fill('https://example.org/drainage');
    expect(await form.getByLabel('Project Photo', { exact: true }).getAttribute('accept')).toBe('image/*');
    await form.getByLabel('Project Photo', { exact: true }).setInputFiles(photoPath);
    await form.getByRole('img', { name: 'Project Photo preview' }).waitFor();
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    await expectText(admin, 'Project added successfully!');
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('Finished', { exact: true }).waitFor();
    await row.getByText('January 5, 2026', { exact: true }).waitFor();
    const thumbnail = row.getByRole('img', { name: title });
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\//);

    const [stored] = await server.database.db.query(
      `SELECT status, date_started::text AS started, date_ended::text AS ended, link FROM project WHERE title = $1`, [title]);
    expect(stored).toEqual({ status: 'finished', started: '2026-01-05', ended: '2026-02-20', link: 'https://example.org/drainage' });

    // A guest sees it in the home gallery and opens its modal.
    await guest.goto(`${server.url}/home`);
    const gallery = guest.getByRole('list', { name: 'Projects', exact: true });
    await gallery.getByRole('button', { name: title }).click();
    const details = guest.getByRole('dialog', { name: title });
    await details.waitFor();
    await details.getByText('Finished', { exact: true }).waitFor();
    await details.getByText('January 5, 2026', { exact: true }).waitFor();
    await details.getByText('February 20, 2026', { exact: true }).waitFor();
    await details.getByText(description, { exact: true }).waitFor();
    const photo = details.getByRole('img', { name: title });
    await photo.waitFor();
    // The uploaded picture is really served: the browser decoded it.
    await guest.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await photo.elementHandle());
    const visit = details.getByRole('link', { name: 'Visit Project' });
    expect(await visit.getAttribute('href')).toBe('https://example.org/drainage');
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');
    await details.getByRole('button', { name: 'Close' }).click();
    // The carousel offers it too.
    await guest.getByRole('region', { name: 'Featured projects' }).getByText(title, { exact: true }).waitFor();

    // The administrator deletes it through the confirmation dialog.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this project?').waitFor();
    await confirm.getByRole('button', { name: 'Keep Project', exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete Project', exact: true }).click();
    await expectText(admin, 'Project deleted successfully!');
    await expectText(admin, 'No Projects available');
    expect(await admin.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    expect(await server.database.db.query(`SELECT id FROM project WHERE title = $1`, [title])).toEqual([]);

    // ...and it is gone from the home page.
    await guest.reload();
    await guest.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await expectText(guest, 'No projects with photos to display.');
    expect(await guest.getByRole('button', { name: title }).count()).toBe(0);
  } finally {
    await admin.context().close();
    await guest.context().close();
  }
});
