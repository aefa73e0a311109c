import type { Page } from 'playwright-core';
import { browserForFile, signInThroughLoginPage } from '../utils/browser';
import { CONTACT, fillContactForm } from '../utils/contact';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// The guest pages' footer (docs/rules/public-site.md#footer): the contact information an administrator saved and the copyright line
// with the current year; before anything is saved, a pointer to Contact Us; none on /login and /register.
const server = testServerForFile();
const browser = browserForFile();
let guest: Page;

beforeEach(async () => {
  guest = await browser.newPage();
});

const copyright = () => `© ${new Date().getFullYear()} Barangay Portal`;

it('points guests to Contact Us while no contact details have been saved', async () => {
  await guest.goto(`${server.url}/home`);
  const footer = guest.getByRole('contentinfo');
  const contactUs = footer.getByRole('link', { name: 'Contact Us' });
  await contactUs.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await contactUs.getAttribute('href')).toBe('/contact-us');
  expect(await footer.innerText()).toContain(copyright());
  expect(await footer.getByText('N/A').count()).toBe(0);
});

it('shows the phone, e-mail and address the administrator saved, and the copyright line with the current year', async () => {
  const admin = await browser.newPage();
  await signInThroughLoginPage(admin, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  await admin.waitForURL(`${server.url}/dashboard`);
  await admin.goto(`${server.url}/contact-details`);
  const form = admin.getByRole('form', { name: 'Contact details' });
  await form.waitFor({ state: 'visible', timeout: 10_000 });
  await fillContactForm(form);
  await form.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Contact info created successfully.').waitFor({ state: 'visible', timeout: 10_000 });
  await admin.context().close();

  await guest.goto(`${server.url}/home`);
  const footer = guest.getByRole('contentinfo');
  const phone = footer.getByRole('link', { name: CONTACT.contactNumber });
  await phone.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await phone.getAttribute('href')).toBe(`tel:${CONTACT.contactNumber}`);
  const email = footer.getByRole('link', { name: CONTACT.email });
  expect(await email.isVisible()).toBe(true);
  expect(await email.getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
  await footer.getByText(CONTACT.address, { exact: true }).waitFor({ state: 'visible' });
  expect(await footer.innerText()).toContain(copyright());

  // The same footer on the public contact page; none on the login and registration pages.
  await guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await guest.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor({ state: 'visible', timeout: 10_000 });
  await footer.getByRole('link', { name: CONTACT.email }).waitFor({ state: 'visible' });
  for (const path of ['/login', '/register']) {
    await guest.goto(`${server.url}${path}`);
    await guest.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await guest.getByRole('contentinfo').count()).toBe(0);
  }
});
