/** The contact details form's values and rules (spec §5 Contact details), mirroring the server's input rules. */
import { MISSING_VALUE } from './contact-display';

export { orMissing, telHref } from './contact-display';

export interface ContactFormValues {
  contactNumber: string;
  /** The social (Facebook) page; REST keeps the historical spelling `facebook_pagee`. */
  facebookPagee: string;
  email: string;
  address: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_NUMBER_MAX_LENGTH = 11;

export const CONTACT_MESSAGES = {
  contactNumberRequired: 'Contact number is required',
  contactNumberTooLong: `Contact number must be at most ${CONTACT_NUMBER_MAX_LENGTH} characters.`,
  facebookPageRequired: 'Facebook page is required',
  facebookPageInvalid: 'Enter a valid URL.',
  facebookPageTooLong: 'Facebook page must be at most 2000 characters.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: 'Email must be at most 254 characters.',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 300 characters.',
} as const;

/** Spec §8 texts of the contact screens. */
export const CONTACT_TEXTS = {
  updated: 'Contact info updated successfully.',
  created: 'Contact info created successfully.',
  updateFailed: 'Failed to update contact info.',
  createFailed: 'Failed to create contact info.',
  loadFailed: 'Failed to load contact info.',
  featuredLoadFailed: 'Failed to load featured announcements.',
  officialsLoadFailed: 'Failed to load officials.',
  noOfficials: 'No officials found.',
  missing: MISSING_VALUE,
} as const;

/** Featured announcements per page on the contact page (spec §9). */
export const FEATURED_PAGE_SIZE = 2;

/** Officials asked for at once by the contact page's grid: the server's largest page. */
export const OFFICIALS_GRID_SIZE = 100;

export const EMPTY_CONTACT: ContactFormValues = { contactNumber: '', facebookPagee: '', email: '', address: '' };

/** The server's e-mail pattern: text, at-sign, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?$/i;
const TOP_LEVEL_DOMAIN = /^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i;

const length = (text: string) => Array.from(text).length;

/**
 * An absolute http(s) URL with a real host name (a domain with a top-level part, or an IP address): what
 * the server accepts and a browser can open from the public page.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (host === '') return false;
  if (IPV4.test(host) || host.startsWith('[')) return true;
  const labels = host.split('.');
  return labels.length >= 2 && TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]) && labels.every((label) => HOST_LABEL.test(label));
}

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Field messages for the values (their trimmed text, as sent); an empty object when they can be sent. */
export function validateContactDetails(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const { contactNumber, facebookPagee, email, address } = contactInput(values);

  if (contactNumber === '') errors.contactNumber = CONTACT_MESSAGES.contactNumberRequired;
  else if (length(contactNumber) > CONTACT_NUMBER_MAX_LENGTH) errors.contactNumber = CONTACT_MESSAGES.contactNumberTooLong;

  if (facebookPagee === '') errors.facebookPagee = CONTACT_MESSAGES.facebookPageRequired;
  else if (length(facebookPagee) > 2000) errors.facebookPagee = CONTACT_MESSAGES.facebookPageTooLong;
  else if (!isWebUrl(facebookPagee)) errors.facebookPagee = CONTACT_MESSAGES.facebookPageInvalid;

  if (email === '') errors.email = CONTACT_MESSAGES.emailRequired;
  else if (length(email) > 254) errors.email = CONTACT_MESSAGES.emailTooLong;
  else if (!isEmail(email)) errors.email = CONTACT_MESSAGES.emailInvalid;

  if (address === '') errors.address = CONTACT_MESSAGES.addressRequired;
  else if (length(address) > 300) errors.address = CONTACT_MESSAGES.addressTooLong;

  return errors;
}

/** The GraphQL input: every field trimmed. */
export function contactInput(values: ContactFormValues): ContactFormValues {
  return {
    contactNumber: values.contactNumber.trim(),
    facebookPagee: values.facebookPagee.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
  };
}

/**
 * The messages of a save (spec §4, §8). The original client tried an update and created the record on a
 * 404; `saveContactDetails` does both, so the message follows whether a record existed before saving.
 */
export function saveMessages(recordExisted: boolean): { success: string; failure: string } {
  return recordExisted
    ? { success: CONTACT_TEXTS.updated, failure: CONTACT_TEXTS.updateFailed }
    : { success: CONTACT_TEXTS.created, failure: CONTACT_TEXTS.createFailed };
}
