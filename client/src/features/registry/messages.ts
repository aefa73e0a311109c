import registry from 'virtual:portal-messages/registry';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/**
 * The Registry of Barangay Inhabitants' own texts: its lists, records, forms, import wizard and reports. The
 * statuses', sectors', relationships' and fields' names and the shared checks' messages are @barangay-portal/domain's.
 */
export const registryMessages = namespaceOf<'registry'>(registry);

/** The registry's texts in the page's language: what the plain modules that word a text are given. */
export type RegistryText = Translate<'registry'>;
