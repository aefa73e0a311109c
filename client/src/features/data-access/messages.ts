import dataAccess from 'virtual:portal-messages/dataAccess';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The access ledger's texts: the Profile's "Who viewed my data" and the staff's Data Access screen
 * (docs/architecture.md#privacy-access-ledger). What was viewed and why are the shared words of @barangay-portal/domain,
 * the same as the server's export.
 */
export const dataAccessMessages = namespaceOf<'dataAccess'>(dataAccess);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type DataAccessText = Translate<'dataAccess'>;
