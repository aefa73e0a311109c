/**
 * How contact values are shown. Apart from the contact form's rules (contact-form.ts): the guest pages'
 * footer shows the contact record on every public page, so only these few lines join a guest's first download.
 */

export { MISSING_VALUE, orMissing } from '../../lib/missing-value';

/** A tel: link target: the digits (and a leading +) of a phone number as people write it. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
