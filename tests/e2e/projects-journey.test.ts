import type { Page } from 'playwright-core';
import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { filesOnDiskForFile, samplePng } from '../utils/sample-files';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Project Manager (docs/rules/content.md#project-manager-screen) and the public home gallery, in a real browser against the built portal on a real
// database: an administrator adds a finished project with a photo, a guest sees it on the home page, and
// the administrator deletes it through the confirmation dialog.
const server = testServerForFile();
const browser = browserForFile();
const onDisk = filesOnDiskForFile({ photo: { name: 'drainage-canal.png', bytes: samplePng() } });

async function logInAsAdministrator(page: Page): Promise<void> {
  await signInThroughLoginPage(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.waitForURL(`${server.url}/dashboard`);
}

it('adds a finished project with a photo, shows it to guests on the home page, and deletes it after confirmation', async () => {
  const title = `Drainage Canal Upgrade ${Date.now()}`;
  const description = 'Deepening and covering the drainage canals along Purok 4 before the rainy season.';
  const admin = await browser.newPage();
  const guest = await browser.newPage();
  try {
    // The administrator adds the project.
    await logInAsAdministrator(admin);
    await admin.goto(`${server.url}/project-list`);
    await admin.getByRole('heading', { level: 1, name: 'Project Manager' }).waitFor({ timeout: 10_000 });
    await expectText(admin, 'No Projects available', { exact: true });
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
    await form.getByLabel('Project Photo', { exact: true }).setInputFiles(onDisk.photo);
    await form.getByRole('img', { name: 'Project Photo preview' }).waitFor();
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    await expectText(admin, 'Project added successfully!', { exact: true });
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
    await expectText(admin, 'Project deleted successfully!', { exact: true });
    await expectText(admin, 'No Projects available', { exact: true });
    expect(await admin.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    expect(await server.database.db.query(`SELECT id FROM project WHERE title = $1`, [title])).toEqual([]);

    // ...and it is gone from the home page.
    await guest.reload();
    await guest.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await expectText(guest, 'No projects with photos to display.', { exact: true });
    expect(await guest.getByRole('button', { name: title }).count()).toBe(0);
  } finally {
    await admin.context().close();
    await guest.context().close();
  }
});
