import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@barangay-portal/domain';
import { setupI18n, type I18n } from '@lingui/core';
import type { NamespaceCatalogue } from './catalogue';

/**
 * One Lingui instance per language, holding the namespaces loaded so far: the server renders pages in both
 * languages at once, so nothing switches a shared instance's language.
 */
const translators = new Map<Locale, I18n>();
/** `<locale>/<namespace>` -> its load while it is on its way; removed once loaded (or failed, to try again). */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export function translatorFor(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
    translators.set(locale, i18n);
  }
  return i18n;
}

/**
 * Makes a namespace's messages in `locale` available: undefined when they already are (the default language
 * always is), else the promise of their chunk, shared by every caller that asks meanwhile.
 */
export function loadNamespace(locale: Locale, catalogue: NamespaceCatalogue): Promise<void> | undefined {
  const key = `${locale}/${catalogue.namespace}`;
  if (loaded.has(key)) return undefined;
  const i18n = translatorFor(locale);
  if (locale === DEFAULT_LOCALE) {
    i18n.load(locale, catalogue.en);
    loaded.add(key);
    return undefined;
  }
  const load = catalogue.load[locale];
  if (!load) throw new Error(`No ${locale} messages for ${catalogue.namespace}`);
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((messages) => {
      i18n.load(locale, messages);
      loaded.add(key);
    }).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
