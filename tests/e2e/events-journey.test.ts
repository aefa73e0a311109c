import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { filesOnDiskForFile, samplePng } from '../utils/sample-files';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Event Management (docs/rules/content.md#event-manager-screen) and the public events gallery: an administrator adds an event with a photo
// (checked by the form first), a guest sees it on the home page, and the administrator deletes it.
const server = testServerForFile();
const browser = browserForFile();
const onDisk = filesOnDiskForFile({ photo: { name: 'fiesta.png', bytes: samplePng() } });

it('adds an event with a photo, shows it in the home events gallery, and deletes it after confirmation', async () => {
  const name = `Barangay Fiesta ${Date.now()}`;
  const admin = await browser.newPage();
  const guest = await browser.newPage();
  try {
    await signInThroughLoginPage(admin, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.waitForURL(`${server.url}/dashboard`);
    await admin.goto(`${server.url}/event-manager`);
    await admin.getByRole('heading', { level: 1, name: 'Event Management' }).waitFor({ timeout: 10_000 });

    await admin.getByRole('button', { name: 'Add Event', exact: true }).click();
    const form = admin.getByRole('dialog', { name: 'Add Event' });
    await form.getByLabel('Event Name', { exact: true }).fill(name);
    await form.getByLabel('Expected Number of Attendees', { exact: true }).fill('-10');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(admin, 'Expected number of attendees cannot be negative.', { exact: true });
    await expectText(admin, 'Target audience is required', { exact: true });

    await form.getByLabel('Target Audience', { exact: true }).selectOption('Senior Citizens');
    await form.getByLabel('Event Date', { exact: true }).fill('2026-05-15');
    await form.getByLabel('Expected Number of Attendees', { exact: true }).fill('300');
    await form.getByLabel('Actual Attendees', { exact: true }).fill('0');
    await form.getByLabel('Status', { exact: true }).selectOption('Upcoming');
    await form.getByLabel('Event Photo', { exact: true }).setInputFiles(onDisk.photo);
    await form.getByRole('img', { name: 'Event Photo preview' }).waitFor();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(admin, 'Event added.', { exact: true });
    const row = admin.getByRole('row').filter({ hasText: name });
    await row.getByText('May 15, 2026', { exact: true }).waitFor();

    await guest.goto(`${server.url}/home`);
    await guest.getByRole('list', { name: 'Events', exact: true }).getByRole('button', { name }).click();
    const details = guest.getByRole('dialog', { name });
    await details.getByText('Upcoming', { exact: true }).waitFor();
    await details.getByText('Senior Citizens', { exact: true }).waitFor();
    await details.getByText('May 15, 2026', { exact: true }).waitFor();
    expect(await details.getByRole('img', { name }).getAttribute('src')).toMatch(/^\/media\//);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this event?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete Event', exact: true }).click();
    await expectText(admin, 'Event deleted.', { exact: true });
    await expectText(admin, 'No events available', { exact: true });

    await guest.reload();
    await expectText(guest, 'No events with photos to display.', { exact: true });
  } finally {
    await admin.context().close();
    await guest.context().close();
  }
});
