/** The contact details form's values and rules (docs/rules/content.md#contact-details); the text and e-mail rules are the server's own. */
import {
  CONTACT_FIELDS, CONTACT_NUMBER_MAX_LENGTH, INVALID_EMAIL_MESSAGE, INVALID_URL_MESSAGE, isEmailAddress, textProblem, type TextRule,
} from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, fieldErrorsOf, sameNames, type FormSchema } from '../../ui';
import type { ContactText } from './messages';

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

export { CONTACT_NUMBER_MAX_LENGTH };

export const CONTACT_MESSAGES = {
  contactNumberRequired: CONTACT_FIELDS.contactNumber.required,
  facebookPageRequired: CONTACT_FIELDS.facebookPage.required,
  facebookPageInvalid: INVALID_URL_MESSAGE,
  emailRequired: CONTACT_FIELDS.email.required,
  emailInvalid: INVALID_EMAIL_MESSAGE,
  addressRequired: CONTACT_FIELDS.address.required,
} as const;

const { contactNumber: CONTACT_NUMBER, facebookPage: FACEBOOK_PAGE, email: EMAIL, address: ADDRESS } = CONTACT_FIELDS;

export const EMPTY_CONTACT: ContactFormValues = { contactNumber: '', facebookPagee: '', email: '', address: '' };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?$/i;
const TOP_LEVEL_DOMAIN = /^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i;

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

export const isEmail = isEmailAddress;

/** A required field: missing, then the shared text rule (length, characters), then its format, on the trimmed text. */
const field = (rule: TextRule, missing: string, format?: { valid: (text: string) => boolean; message: string }) =>
  checked<string>((value) => {
    const text = value.trim();
    if (text === '') return missing;
    return textProblem(text, rule) ?? (format && !format.valid(text) ? format.message : undefined);
  });

export const contactFormSchema: FormSchema<ContactFormValues> = z.object({
  contactNumber: field(CONTACT_NUMBER, CONTACT_MESSAGES.contactNumberRequired),
  facebookPagee: field(FACEBOOK_PAGE, CONTACT_MESSAGES.facebookPageRequired, { valid: isWebUrl, message: CONTACT_MESSAGES.facebookPageInvalid }),
  email: field(EMAIL, CONTACT_MESSAGES.emailRequired, { valid: isEmail, message: CONTACT_MESSAGES.emailInvalid }),
  address: field(ADDRESS, CONTACT_MESSAGES.addressRequired),
});

/** Field messages for the values (their trimmed text, as sent); an empty object when they can be sent. */
export const validateContactDetails = (values: ContactFormValues): ContactFormErrors => fieldErrorsOf(contactFormSchema, values);

/** The server's input fields are the form's. */
export const CONTACT_SERVER_FIELDS = sameNames<ContactFormValues>('contactNumber', 'facebookPagee', 'email', 'address');

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
 * The messages of a save (docs/rules/content.md#contact-save). The original client tried an update and created the record on a
 * 404; `saveContactDetails` does both, so the message follows whether a record existed before saving.
 */
export function saveMessages(t: ContactText, recordExisted: boolean): { success: string; failure: string } {
  return recordExisted
    ? { success: t('updated'), failure: t('updateFailed') }
    : { success: t('created'), failure: t('createFailed') };
}
