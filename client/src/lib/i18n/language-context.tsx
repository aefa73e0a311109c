import type { Locale, MessageKey, MessageValues, Namespace } from '@barangay-portal/domain';
import { createContext, use, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { TypedNamespace } from './catalogue';
import { createLanguageStore, type LanguageStore } from './language-store';
import { loadNamespace, translatorFor } from './translators';

/** Without a provider (a component rendered alone in a test) the page is in the default language. */
const LanguageContext = createContext<LanguageStore>(createLanguageStore('en'));

export function LanguageProvider({ store, children }: { store: LanguageStore; children: ReactNode }) {
  return <LanguageContext value={store}>{children}</LanguageContext>;
}

export const useLanguageStore = (): LanguageStore => useContext(LanguageContext);

export function useLocale(): Locale {
  const store = useLanguageStore();
  return useSyncExternalStore(store.subscribe, store.getLocale, store.getLocale);
}

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/**
 * A namespace's messages in the page's language: `const t = useMessages(homeMessages); t('title')`. The first
 * use of a namespace in a language other than the default suspends until its chunk is there (the nearest
 * Suspense boundary shows its fallback; a server-rendered page has them before it hydrates).
 */
export function useMessages<N extends Namespace>(catalogue: TypedNamespace<N>): Translate<N> {
  const store = useLanguageStore();
  const locale = useLocale();
  store.noteShown(catalogue);
  // Another language's load is the same promise on every render, so use() is called alike before and after it
  // (React replays a suspended component expecting the same calls); the default language needs no use() at all.
  const load = loadNamespace(locale, catalogue);
  if (load) use(load);
  const i18n = translatorFor(locale);
  const { namespace } = catalogue;
  return useCallback((key, values) => i18n._(`${namespace}.${key}`, values), [i18n, namespace]);
}
