import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@barangay-portal/domain';
import { setupI18n, type I18n } from '@lingui/core';
import type { NamespaceCatalogue } from './catalogue';

/**
 * One Lingui instance per language, holding the namespaces loaded so far: the server renders pages in both
 * languages at once, so nothing switches a shared instance's language.
 */
const translators = new Map<Locale, I18n>();
/**
 * `<locale>/<namespace>` -> the load of its chunk, kept once it is done (marked fulfilled, as React reads a
 * promise it need not wait for); dropped when it fails, so the next use tries again.
 */
const loads = new Map<string, Promise<void>>();
const defaultLoaded = new Set<string>();

export function translatorFor(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
    translators.set(locale, i18n);
  }
  return i18n;
}

/**
 * Makes a namespace's messages in `locale` available. The default language's come with the code: undefined,
 * nothing to wait for. Another language's: the promise of its chunk, the same one every time (fulfilled once
 * loaded), so a component calls React's use() on every render alike, before and after the load.
 */
export function loadNamespace(locale: Locale, catalogue: NamespaceCatalogue): Promise<void> | undefined {
  const key = `${locale}/${catalogue.namespace}`;
  const i18n = translatorFor(locale);
  if (locale === DEFAULT_LOCALE) {
    if (!defaultLoaded.has(key)) {
      i18n.load(locale, catalogue.en);
      defaultLoaded.add(key);
    }
    return undefined;
  }
  const known = loads.get(key);
  if (known) return known;
  const load = catalogue.load[locale];
  if (!load) throw new Error(`No ${locale} messages for ${catalogue.namespace}`);
  const pending = load().then(
    (messages) => {
      i18n.load(locale, messages);
      void Object.assign(pending, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, pending);
  return pending;
}
