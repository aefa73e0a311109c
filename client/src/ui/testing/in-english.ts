import { DEFAULT_LOCALE, type Namespace } from '@barangay-portal/domain';
import type { TypedNamespace } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';
import { loadNamespace, translatorFor } from '../../lib/i18n/translators';

/**
 * A namespace's messages in English outside a component, for the tests of code that hands out message keys:
 * they assert the spec's English words, as the screen shows them.
 */
export function inEnglish<N extends Namespace>(catalogue: TypedNamespace<N>): Translate<N> {
  // The default language loads at once (its messages come with the code): there is nothing to wait for.
  void loadNamespace(DEFAULT_LOCALE, catalogue);
  const i18n = translatorFor(DEFAULT_LOCALE);
  return (key, values) => i18n._(`${catalogue.namespace}.${key}`, values);
}
