import { DEFAULT_LOCALE, firstSpokenLocale, localeFromCookieHeader, type Locale } from '@barangay-portal/domain';

/**
 * The language a page opens in the browser (docs/architecture/languages.md#choosing): the one the server
 * rendered it in, else the `lang` cookie, else the browser's languages (a first visit), else English. A
 * signed-in account's profile then has the last word.
 */
export function firstLocale(rendered: Locale | undefined, document: Document, navigator: Navigator): Locale {
  return rendered ?? localeFromCookieHeader(document.cookie) ?? firstSpokenLocale(navigator.languages ?? []) ?? DEFAULT_LOCALE;
}
