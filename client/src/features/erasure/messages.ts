import erasure from 'virtual:portal-messages/erasure';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The erasure requests' texts: the Profile's "Erase My Data" and the staff's Erasure Requests screen
 * (docs/architecture.md#privacy-erasure). The statuses' names, the confirmation's words, the field rules and the
 * server's refusals are the shared ones of @barangay-portal/domain.
 */
export const erasureMessages = namespaceOf<'erasure'>(erasure);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type ErasureText = Translate<'erasure'>;
