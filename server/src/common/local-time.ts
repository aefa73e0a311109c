import { BARANGAY_TIME_ZONE, barangayToday } from '@barangay-portal/domain';

/**
 * Instants read on the barangay's calendar (Philippine Standard Time, see BARANGAY_TIME_ZONE): a reference
 * number's year, an issue date, working days and the dates in messages, whatever the server's own time zone is.
 */
export { BARANGAY_TIME_ZONE };

const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit',
});

/** The barangay's calendar date of an instant, as YYYY-MM-DD. */
export function localDate(instant: Date): string {
  return barangayToday(BARANGAY_TIME_ZONE, instant);
}

/** The barangay's calendar date of an instant as the portal shows dates (docs/rules/common.md#date-display): month name, day, year ("May 5, 2026"). */
export function longDate(instant: Date): string {
  return LONG_DATE.format(instant);
}

/** An instant on the barangay's clock, with the zone named so no reader takes it for their own: "May 5, 2026 at 3:04 PM (Philippine time)". */
export function longDateTime(instant: Date): string {
  const parts = Object.fromEntries(LONG_DATE_TIME.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} (Philippine time)`;
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** A calendar date, YYYY-MM-DD (a birthdate, the day a summary counts as of), as the portal shows dates: "March 31, 2026". */
export function longCalendarDate(date: string): string {
  // Read at midnight UTC and written in UTC: the day stays the one written, whatever the zones.
  return CALENDAR_DATE.format(new Date(`${date}T00:00:00Z`));
}
