import { useCallback } from 'react';
import { useMessages } from './i18n/language-context';
import { commonMessages, type CommonText } from './messages';

/** The value, or the word for a missing one in the language `t` speaks ('N/A' in English). */
export const orMissingIn = (t: CommonText, value: string | null | undefined): string => (value && value.trim() !== '' ? value : t('missing'));

/** `orMissing` in the page's language: `const orMissing = useOrMissing(); orMissing(official.position)`. */
export function useOrMissing(): (value: string | null | undefined) => string {
  const t = useMessages(commonMessages);
  return useCallback((value) => orMissingIn(t, value), [t]);
}
