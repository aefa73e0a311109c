import { DEFAULT_LOCALE, MONTH_NAMES, type Locale } from '@barangay-portal/domain';

/**
 * Dates as the portal displays them (docs/rules/common.md#date-display): month name, day, year, e.g. 'March 5, 2026',
 * or in Filipino 'Marso 5, 2026'. The month names are spelled out (MONTH_NAMES) rather than taken from Intl, so the
 * text is the same in every browser locale.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const format = (year: number, monthIndex: number, day: number, locale: Locale): string => `${MONTH_NAMES[locale][monthIndex]} ${day}, ${year}`;

/**
 * Formats a date for display.
 * - 'YYYY-MM-DD' (GraphQL `LocalDate`, REST date fields) is a calendar date: shown as written, never shifted
 *   by the browser's time zone (`new Date('2026-03-05')` would be March 4 west of Greenwich).
 * - An ISO date-time (or a Date) is an instant: shown as the day it is in the browser's time zone.
 * - Empty or unreadable values give `fallback` ('' by default; pass 'N/A' where the spec shows it).
 */
export function formatDate(value: string | Date | null | undefined, fallback = '', locale: Locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined) return fallback;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? fallback : format(value.getFullYear(), value.getMonth(), value.getDate(), locale);
  }
  const text = value.trim();
  if (text === '') return fallback;

  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    // Reject dates that do not exist (2026-02-30) instead of letting Date roll them over.
    const check = new Date(Date.UTC(year, month - 1, day));
    const exists = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    return exists ? format(year, month - 1, day, locale) : fallback;
  }

  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? fallback : format(instant.getFullYear(), instant.getMonth(), instant.getDate(), locale);
}

/** DateTimeISO values arrive typed as unknown; they are ISO text. */
export const isoText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * 'March 5, 2026, 10:15 AM' in the browser's time zone. Only for histories (a request's status history, a
 * resident's verification decisions, the notification list), where the moment matters; every other screen
 * shows the day alone with `formatDate` (docs/rules/common.md#date-display). The time is written out here too, not taken from Intl, so
 * it reads the same in every browser (recent ICU puts a narrow no-break space before AM/PM).
 */
export function formatDateTime(value: unknown, locale: Locale = DEFAULT_LOCALE): string {
  const text = value instanceof Date ? value : isoText(value);
  const day = formatDate(text, '', locale);
  if (text === null || day === '') return '';
  // A calendar date has no moment to show.
  if (typeof text === 'string' && DATE_ONLY.test(text.trim())) return day;
  const when = new Date(text);
  const hours = when.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(when.getMinutes()).padStart(2, '0');
  return `${day}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * `formatDate` as it reads in `timeZone` (an IANA name) rather than the browser's: the server-rendered page's
 * dates during hydration (docs/architecture.md#server-rendering). A calendar date reads the same everywhere.
 */
export function formatDateInTimeZone(value: string | null | undefined, timeZone: string, fallback = '', locale: Locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || DATE_ONLY.test(value.trim())) return formatDate(value, fallback, locale);
  const instant = new Date(value.trim());
  if (Number.isNaN(instant.getTime())) return fallback;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return format(part('year'), part('month') - 1, part('day'), locale);
}
