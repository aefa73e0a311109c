import users from 'virtual:portal-messages/users';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The profile's, the account's and the residents registry's texts (docs/rules/README.md#messages: the spec's verbatim in English). */
export const usersMessages = namespaceOf<'users'>(users);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type UsersText = Translate<'users'>;
