import corrections from 'virtual:portal-messages/corrections';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The correction requests' texts: the Profile's "Correct My Details" and the staff's Correction Requests screen
 * (docs/architecture.md#privacy-corrections). The details' labels, the statuses' names and the server's refusals are
 * the shared ones of @barangay-portal/domain.
 */
export const correctionsMessages = namespaceOf<'corrections'>(corrections);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type CorrectionsText = Translate<'corrections'>;
