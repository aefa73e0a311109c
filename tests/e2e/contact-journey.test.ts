import type { Page } from 'playwright-core';
import { browserForFile, expectText, signInThroughLoginPage } from '../utils/browser';
import { CONTACT, fillContactForm } from '../utils/contact';
import { samplePng } from '../utils/sample-files';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// The contact page's journey in a real browser against the real built portal on a real database: an
// administrator fills in the contact details, a featured announcement and an official with a photo; a guest
// sees them on /contact-us; the administrator deletes the announcement through the confirmation dialog.
const server = testServerForFile();
const browser = browserForFile();
let admin: Page;
let guest: Page;

const ANNOUNCEMENT = {
  title: 'Free anti-rabies vaccination',
  content: 'Bring your dogs and cats to the covered court.\nSaturday, 8 AM to 12 NN.',
};
const OFFICIAL = {
  position: 'Punong Barangay',
  name: 'Maria Clara Santos',
  contactNumber: '09171234567',
  address: 'Purok 2, San Isidro',
};

beforeEach(async () => {
  admin = await browser.newPage();
  guest = await browser.newPage();
});

/** Opens an admin screen from the side menu and waits for its heading (the screens load lazily). */
async function openAdminScreen(menuLabel: string, title: string): Promise<void> {
  await admin.getByRole('link', { name: menuLabel, exact: true }).click();
  await admin.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible', timeout: 10_000 });
}

it('an administrator fills the contact page, a guest sees it, and the administrator deletes the announcement', async () => {
  await signInThroughLoginPage(admin, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  await admin.waitForURL(`${server.url}/dashboard`);

  // Contact details: no record yet, so the save creates it.
  await openAdminScreen('Contact Details', 'Contact Details');
  const contactForm = admin.getByRole('form', { name: 'Contact details' });
  await contactForm.waitFor({ state: 'visible', timeout: 10_000 });
  await fillContactForm(contactForm);
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expectText(admin, 'Contact info created successfully.');
  const contactRows = await server.database.db.query(`SELECT contact_number, facebook_pagee, email, address FROM contact_details`);
  expect(contactRows).toEqual([
    { contact_number: CONTACT.contactNumber, facebook_pagee: CONTACT.facebookPage, email: CONTACT.email, address: CONTACT.address },
  ]);

  // A featured announcement.
  await openAdminScreen('Announcements', 'Announcement Management');
  await admin.getByRole('button', { name: 'Add Announcement' }).click();
  const announcementDialog = admin.getByRole('dialog', { name: 'Add Announcement' });
  await announcementDialog.getByLabel('Title', { exact: true }).fill(ANNOUNCEMENT.title);
  await announcementDialog.getByLabel('Content', { exact: true }).fill(ANNOUNCEMENT.content);
  await announcementDialog.getByLabel('Featured', { exact: true }).check();
  await announcementDialog.getByRole('button', { name: 'Save' }).click();
  await expectText(admin, 'Announcement added.');
  await admin.getByRole('cell', { name: ANNOUNCEMENT.title, exact: true }).waitFor({ state: 'visible', timeout: 10_000 });

  // An official with a photo.
  await openAdminScreen('Barangay Officials', 'Barangay Officials');
  await admin.getByRole('button', { name: 'Add Official' }).click();
  const officialDialog = admin.getByRole('dialog', { name: 'Add Official' });
  await officialDialog.getByLabel('Position', { exact: true }).fill(OFFICIAL.position);
  await officialDialog.getByLabel('Name', { exact: true }).fill(OFFICIAL.name);
  await officialDialog.getByLabel('Contact Number', { exact: true }).fill(OFFICIAL.contactNumber);
  await officialDialog.getByLabel('Address', { exact: true }).fill(OFFICIAL.address);
  await officialDialog.getByLabel('Term Start', { exact: true }).fill('2023-11-30');
  await officialDialog.getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'kapitana.png', mimeType: 'image/png', buffer: samplePng() });
  await officialDialog.getByRole('img', { name: `Picture of ${OFFICIAL.name}` }).waitFor({ state: 'visible' });
  await officialDialog.getByRole('button', { name: 'Save' }).click();
  await expectText(admin, 'Official added.');
  const thumbnail = admin.getByRole('row').filter({ hasText: OFFICIAL.name }).getByRole('img', { name: `Picture of ${OFFICIAL.name}` });
  expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\//);

  // The guest's contact page.
  await guest.goto(`${server.url}/contact-us`);
  await guest.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ state: 'visible', timeout: 10_000 });
  // The page's own contact card (the footer below repeats the same links).
  const main = guest.getByRole('main');
  const phone = main.getByRole('link', { name: CONTACT.contactNumber });
  await phone.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await phone.getAttribute('href')).toBe(`tel:${CONTACT.contactNumber}`);
  expect(await main.getByRole('link', { name: CONTACT.email }).getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
  const social = main.getByRole('link', { name: CONTACT.facebookPage });
  expect(await social.getAttribute('href')).toBe(CONTACT.facebookPage);
  expect(await social.getAttribute('target')).toBe('_blank');
  await expectText(guest, CONTACT.address);

  const featured = guest.getByRole('region', { name: 'Featured Announcements' });
  await featured.getByRole('heading', { name: ANNOUNCEMENT.title }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(await featured.getByText('Bring your dogs and cats').innerText()).toBe(ANNOUNCEMENT.content);
  await featured.getByText(/^Posted on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor({ state: 'visible' });

  const officials = guest.getByRole('region', { name: 'Barangay Officials' });
  const card = officials.getByRole('listitem').filter({ hasText: OFFICIAL.name });
  await card.waitFor({ state: 'visible', timeout: 10_000 });
  for (const text of [OFFICIAL.position, `Contact: ${OFFICIAL.contactNumber}`, `Address: ${OFFICIAL.address}`]) {
    await card.getByText(text).waitFor({ state: 'visible' });
  }
  const photo = card.getByRole('img', { name: `Picture of ${OFFICIAL.name}` });
  await photo.scrollIntoViewIfNeeded();
  // The picture really loads from /media/ (lazy images load once scrolled into view).
  const naturalWidth = await photo.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    if (!image.complete) {
      await new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    }
    return image.naturalWidth;
  });
  expect(naturalWidth).toBeGreaterThan(0);

  // The administrator deletes the announcement through the confirmation dialog.
  await openAdminScreen('Announcements', 'Announcement Management');
  await admin.getByRole('button', { name: `Delete ${ANNOUNCEMENT.title}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete Announcement' });
  await confirm.getByText('Are you sure you want to delete this announcement?').waitFor({ state: 'visible' });
  await confirm.getByRole('button', { name: 'Keep Announcement' }).waitFor({ state: 'visible' });
  await confirm.getByRole('button', { name: 'Delete Announcement' }).click();
  await expectText(admin, 'Announcement deleted.');
  await admin.getByRole('cell', { name: 'No announcements available.' }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(await server.database.db.query(`SELECT id FROM announcement`)).toEqual([]);

  // With nothing featured, the guest's page no longer shows the block.
  await guest.reload();
  await officials.getByRole('listitem').filter({ hasText: OFFICIAL.name }).waitFor({ state: 'visible', timeout: 10_000 });
  expect(await guest.getByRole('region', { name: 'Featured Announcements' }).count()).toBe(0);
});
