import { barangayToday } from '@barangay-portal/domain';

const DAY_MS = 86_400_000;

/**
 * The date `days` from the barangay's today (negative: in the past) as YYYY-MM-DD, so demo data stays
 * current whenever it is seeded.
 */
export function daysFromToday(days: number, today: string = barangayToday()): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
