/**
 * How contact values are shown. Apart from the contact form's rules (contact-form.ts): the guest pages'
 * footer shows the contact record on every public page, so only these few lines join a guest's first download.
 */

/** What stands for a missing value (docs/rules/public-site.md#contact-info-card). */
export const MISSING_VALUE = 'N/A';

/** A tel: link target: the digits (and a leading +) of a phone number as people write it. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The value, or 'N/A' when there is none (docs/rules/public-site.md#contact-info-card). */
export const orMissing = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : MISSING_VALUE);
