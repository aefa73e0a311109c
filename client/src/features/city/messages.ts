import city from 'virtual:portal-messages/city';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';

/** The city level's texts: the City Overview and City Accounts screens (docs/architecture.md#city-level). */
export const cityMessages = namespaceOf<'city'>(city);

/** The feature's texts in the page's language: what the plain modules that word a text are given. */
export type CityText = Translate<'city'>;
