/**
 * The portal's languages (docs/architecture/languages.md): English as the spec writes it, and Filipino.
 * English is the default, so a client that asks for nothing keeps the spec's texts verbatim.
 */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a guest's choice (an account keeps its own in its profile). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fil: 'Filipino' };

/** The tag Intl formats numbers and plural rules with. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-PH', fil: 'fil-PH' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Tagalog is what most browsers on a Filipino phone say: the portal's Filipino is its standard form. */
const LANGUAGE_OF: Readonly<Record<string, Locale>> = { en: 'en', fil: 'fil', tl: 'fil' };

/** The first language of a list (a browser's `navigator.languages`, in its order) that the portal speaks. */
export function firstSpokenLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = LANGUAGE_OF[tag.trim().toLowerCase().split('-')[0]];
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language an `Accept-Language` header asks for: its tags by quality (order breaking ties), the first the
 * portal speaks; English when it names none (or there is no header).
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag, quality: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return firstSpokenLocale(ranked.map(({ tag }) => tag)) ?? DEFAULT_LOCALE;
}

/** The value of the `lang` cookie in a `Cookie` header, when it names a language the portal speaks. */
export function localeFromCookieHeader(cookieHeader: string | undefined | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** A request's language: the guest's cookie when set, else what the browser asks for. */
export const requestLocale = (headers: { cookie?: string | null; acceptLanguage?: string | null }): Locale =>
  localeFromCookieHeader(headers.cookie) ?? negotiateLocale(headers.acceptLanguage);
