/**
 * The barangay's own calendar. Every barangay keeps Philippine Standard Time (UTC+8, no daylight saving),
 * so "today", a reference number's year, an issue date and working days are read on this clock, whatever
 * the server's own time zone is. The reference-number trigger (migration VerifiableDocuments1764100000000)
 * uses the same zone.
 */
export const BARANGAY_TIME_ZONE = 'Asia/Manila';

const ISO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit',
});

/** The barangay's calendar date of an instant, as YYYY-MM-DD. */
export function localDate(instant: Date): string {
  return ISO_DATE.format(instant);
}

/** The barangay's calendar date of an instant as spec §9 shows dates: month name, day, year ("May 5, 2026"). */
export function longDate(instant: Date): string {
  return LONG_DATE.format(instant);
}

/** An instant on the barangay's clock, with the zone named so no reader takes it for their own: "May 5, 2026 at 3:04 PM (Philippine time)". */
export function longDateTime(instant: Date): string {
  const parts = Object.fromEntries(LONG_DATE_TIME.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} (Philippine time)`;
}
