import { LANGUAGE_COOKIE, type Locale } from '@barangay-portal/domain';
import type { NamespaceCatalogue } from './catalogue';
import { loadNamespace } from './translators';

/** A year: the choice outlives sessions (docs/architecture/languages.md#choosing). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LanguageStore {
  getLocale: () => Locale;
  subscribe: (listener: () => void) => () => void;
  /** Notes a namespace the page shows, so a switch loads it before the page changes language. */
  noteShown: (catalogue: NamespaceCatalogue) => void;
  /**
   * Switches the page's language once the namespaces it shows are there in the new one (no flash of missing
   * text), and keeps the choice in the `lang` cookie; `chosenBy: 'person'` also tells `onChosen`'s listeners
   * (an account keeps it in its profile), `'account'` is a profile's preference applied on sign-in.
   */
  choose: (locale: Locale, chosenBy?: 'person' | 'account') => Promise<void>;
  onChosen: (listener: (locale: Locale) => void) => () => void;
}

export function createLanguageStore(initial: Locale, options: { document?: Document } = {}): LanguageStore {
  let locale = initial;
  const listeners = new Set<() => void>();
  const chosenListeners = new Set<(locale: Locale) => void>();
  const shown = new Set<NamespaceCatalogue>();
  const { document } = options;

  return {
    getLocale: () => locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noteShown: (catalogue) => shown.add(catalogue),
    async choose(next, chosenBy = 'person') {
      await Promise.all([...shown].map((catalogue) => loadNamespace(next, catalogue) ?? Promise.resolve()));
      if (document) {
        document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
        document.documentElement.lang = next;
      }
      if (chosenBy === 'person') for (const listener of chosenListeners) listener(next);
      if (next === locale) return;
      locale = next;
      for (const listener of listeners) listener();
    },
    onChosen(listener) {
      chosenListeners.add(listener);
      return () => chosenListeners.delete(listener);
    },
  };
}
