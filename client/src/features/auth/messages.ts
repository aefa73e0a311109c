import auth from 'virtual:portal-messages/auth';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

export const authMessages = namespaceOf<'auth'>(auth);

/** The feature's texts in the page's language: what the plain modules (greeting, login errors, form rules) are given. */
export type AuthText = Translate<'auth'>;
