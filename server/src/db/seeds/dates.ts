/** The date `days` from today (negative: in the past) as YYYY-MM-DD, so demo data stays current whenever it is seeded. */
export function daysFromToday(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}
