import { DEFAULT_LOCALE, INTL_LOCALE, textMatcher, type Locale, type TextMatch } from '@barangay-portal/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readCatalogues } from './catalogues';

/**
 * The namespaces translated from their English text: the server's answers and the shared rules' messages
 * (`rules`), what notifications and e-mails say (`notices`).
 */
const BY_ENGLISH_TEXT = ['rules', 'notices'] as const;

/**
 * What the server says in a person's language (docs/architecture/languages.md#server-texts).
 * - `translate(text, locale)`: an answer written in English where it arose (an error, a field message, a
 *   notification, an e-mail's line) in `locale`, when the `rules` or `notices` namespace knows the text; unchanged otherwise (and always in
 *   English, so a client that asks for nothing keeps the spec's texts verbatim).
 */
export class ServerTexts {
  private readonly translators = new Map<Locale, I18n>();
  private match: ((text: string) => TextMatch | undefined) | undefined;

  translate(text: string, locale: Locale): string {
    if (locale === DEFAULT_LOCALE || text === '') return text;
    // One matcher over both namespaces, so the most specific English wins wherever it is.
    this.match ??= textMatcher(Object.fromEntries(BY_ENGLISH_TEXT.flatMap((namespace) => {
      const english = (readCatalogues()[DEFAULT_LOCALE] as Record<string, Record<string, string> | undefined>)[namespace] ?? {};
      return Object.entries(english).map(([key, text]) => [`${namespace}.${key}`, text]);
    })));
    const found = this.match(text);
    return found ? this.translator(locale)._(found.key, found.values) : text;
  }

  private translator(locale: Locale): I18n {
    let i18n = this.translators.get(locale);
    if (!i18n) {
      const catalogue = readCatalogues()[locale];
      const messages = Object.fromEntries(Object.entries(catalogue).flatMap(([namespace, texts]) =>
        Object.entries(texts as Record<string, string>).map(([key, text]) => [`${namespace}.${key}`, text])));
      i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } });
      i18n.setMessagesCompiler(compileMessage);
      this.translators.set(locale, i18n);
    }
    return i18n;
  }
}

/** One for the process: the catalogues do not change while it runs. */
export const serverTexts = new ServerTexts();

