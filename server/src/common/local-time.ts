/**
 * The barangay's own calendar. Every barangay keeps Philippine Standard Time (UTC+8, no daylight saving),
 * so "today", a reference number's year, an issue date and working days are read on this clock, whatever
 * the server's own time zone is. The reference-number trigger (migration VerifiableDocuments1764100000000)
 * uses the same zone.
 */
export const BARANGAY_TIME_ZONE = 'Asia/Manila';

const ISO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** The barangay's calendar date of an instant, as YYYY-MM-DD. */
export function localDate(instant: Date): string {
  return ISO_DATE.format(instant);
}

/** The barangay's calendar date of an instant as spec §9 shows dates: month name, day, year ("May 5, 2026"). */
export function longDate(instant: Date): string {
  return LONG_DATE.format(instant);
}
