/**
 * How contact values are shown. Apart from the contact form's rules (contact-form.ts): the guest pages'
 * footer shows the contact record on every public page, so only these few lines join a guest's first download.
 */
import type { ContactText } from './messages';

/** The value, or the word for a missing one ('N/A' in English; docs/rules/public-site.md#contact-info-card). */
export const orMissing = (t: ContactText, value: string | null | undefined): string => (value && value.trim() !== '' ? value : t('missing'));

/** A tel: link target: the digits (and a leading +) of a phone number as people write it. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
