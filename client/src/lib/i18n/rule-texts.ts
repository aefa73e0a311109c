import { DEFAULT_LOCALE, textMatcher, type Locale } from '@barangay-portal/domain';
import type { Messages } from '@lingui/core';
import rules from 'virtual:portal-messages/lazy/rules';
import { use } from 'react';
import { useLocale } from './language-context';
import { translatorFor } from './translators';

type RuleText = (text: string) => string;

const asWritten: RuleText = (text) => text;
const translators = new Map<Locale, Promise<RuleText>>();

/** A compiled message back to its ICU text, plain arguments as `{name}`: what the text matcher reads. */
function icuText(compiled: Messages[string]): string {
  if (typeof compiled === 'string') return compiled;
  return compiled.map((token) => (typeof token === 'string' ? token : `{${String(token[0])}}`)).join('');
}

async function loadRuleTranslator(locale: Locale): Promise<RuleText> {
  const [english, translated] = await Promise.all([rules.load[DEFAULT_LOCALE](), rules.load[locale]()]);
  const prefix = `${rules.namespace}.`;
  const match = textMatcher(Object.fromEntries(Object.entries(english).map(([id, compiled]) => [id.slice(prefix.length), icuText(compiled)])));
  const i18n = translatorFor(locale);
  i18n.load(locale, translated);
  return (text) => {
    const found = match(text);
    return found ? i18n._(`${prefix}${found.key}`, found.values) : text;
  };
}

/**
 * The shared rules' messages (packages/domain: the spec's validation texts, which the forms check with before
 * the server does) in the page's language, translated from their English as the server translates its answers
 * (docs/architecture/languages.md#server-texts). English needs nothing loaded; another language loads the
 * `rules` namespace in English and in it the first time (the nearest Suspense boundary waits).
 */
export function useRuleText(): RuleText {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return asWritten;
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadRuleTranslator(locale);
    void translator.catch(() => translators.delete(locale));
    translators.set(locale, translator);
  }
  return use(translator);
}
