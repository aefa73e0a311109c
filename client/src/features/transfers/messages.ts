import transfers from 'virtual:portal-messages/transfers';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * Moving between barangays' texts: the Profile's section, the receiving barangay's Residents section and the resident's
 * requests at an earlier barangay (docs/architecture.md#resident-transfers). The statuses' names, the field rules and
 * the server's refusals are the shared ones of @barangay-portal/domain.
 */
export const transfersMessages = namespaceOf<'transfers'>(transfers);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type TransfersText = Translate<'transfers'>;
