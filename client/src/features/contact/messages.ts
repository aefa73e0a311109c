import contact from 'virtual:portal-messages/contact';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The contact card's and the Contact Details screen's texts (docs/rules/content.md#contact-details-screen). */
export const contactMessages = namespaceOf<'contact'>(contact);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type ContactText = Translate<'contact'>;
