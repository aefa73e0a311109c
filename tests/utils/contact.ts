import type { Locator } from 'playwright-core';

/** The barangay hall's contact details, as an administrator types them into the Contact Details form. */
export const CONTACT = {
  contactNumber: '0281234567',
  facebookPage: 'https://www.facebook.com/barangay.sanisidro',
  email: 'hall@sanisidro.example.ph',
  address: 'Barangay Hall, 12 Rizal Street, San Isidro',
};

/** Types `CONTACT` into the Contact Details form (the administrator's screen), field by field. */
export async function fillContactForm(form: Locator): Promise<void> {
  await form.getByLabel('Contact Number', { exact: true }).fill(CONTACT.contactNumber);
  await form.getByLabel('Facebook Page', { exact: true }).fill(CONTACT.facebookPage);
  await form.getByLabel('Email', { exact: true }).fill(CONTACT.email);
  await form.getByLabel('Address', { exact: true }).fill(CONTACT.address);
}
