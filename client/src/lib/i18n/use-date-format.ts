import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../format-date';
import { useLocale } from './language-context';

/** `formatDate` and `formatDateTime` in the page's language: 'Nobyembre 28, 2026' on a Filipino page. */
export function useDateFormat() {
  const locale = useLocale();
  return useMemo(() => ({
    date: (value: string | Date | null | undefined, fallback = '') => formatDate(value, fallback, locale),
    dateTime: (value: unknown) => formatDateTime(value, locale),
  }), [locale]);
}
