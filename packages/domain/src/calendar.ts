/**
 * The barangay's own calendar. Every barangay keeps Philippine Standard Time (UTC+8, no daylight saving), so
 * "today" (a birthdate not in the future, a resident's age group, the events that have taken place, an
 * official's current term) is read on this clock, whatever the zone of the server, the database session or
 * the browser. The server also runs its database sessions in this zone, and the reference-number trigger
 * (migration VerifiableDocuments1764100000000) names it too.
 */
export const BARANGAY_TIME_ZONE = 'Asia/Manila';

const ISO_DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function isoDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = ISO_DATE_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ISO_DATE_FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar date, YYYY-MM-DD, that it is at `now` in `timeZone`: by default the barangay's today. SQL
 * receives this as a parameter rather than reading `current_date`.
 */
export function barangayToday(timeZone: string = BARANGAY_TIME_ZONE, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday?.timeZone === timeZone && lastToday.minute === minute) return lastToday.date;
  const parts = Object.fromEntries(isoDateFormat(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  lastToday = { timeZone, minute, date };
  return date;
}

/**
 * The last answer of barangayToday, by time zone and minute: a date changes only on a minute's boundary (every time
 * zone's offset is whole minutes), and a list of 250,000 accounts asks it once per age.
 */
let lastToday: { timeZone: string; minute: number; date: string } | null = null;

/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real calendar date that is not after `today` (a birthdate). */
export function isPastCalendarDate(value: unknown, today: string = barangayToday()): value is string {
  return isCalendarDate(value) && value <= today;
}
