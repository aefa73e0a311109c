import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatDate, formatDateInTimeZone } from './format-date';
import { useLocale } from './i18n/language-context';

/**
 * The time zone the server rendered this page's dates in (docs/architecture.md#server-rendering), or none for
 * a page rendered in the browser.
 */
const RenderedTimeZoneContext = createContext<string | undefined>(undefined);

export function RenderedTimeZoneProvider({ timeZone, children }: { timeZone: string | undefined; children: ReactNode }) {
  return <RenderedTimeZoneContext.Provider value={timeZone}>{children}</RenderedTimeZoneContext.Provider>;
}

/** Nothing to subscribe to: the value changes only from the server's zone to the browser's, after hydration. */
const noChanges = () => () => undefined;

/**
 * A date as `formatDate` shows it, in the page's language. An instant is a day in a time zone: on the server and while React hydrates
 * it reads in the server's zone (the markup must be the same), then React renders again in the browser's.
 */
export function useDisplayDate(value: string | null | undefined, fallback = ''): string {
  const renderedTimeZone = useContext(RenderedTimeZoneContext);
  const locale = useLocale();
  const local = formatDate(value, fallback, locale);
  return useSyncExternalStore(
    noChanges,
    () => local,
    () => (renderedTimeZone ? formatDateInTimeZone(value, renderedTimeZone, fallback, locale) : local),
  );
}
