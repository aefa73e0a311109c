import type { DataSource } from 'typeorm';
import { localDate } from '../../server/src/common/local-time';

const DAY_MS = 86_400_000;

/**
 * The barangay's today (Philippine time, whatever this machine's zone is) moved by `days`, as YYYY-MM-DD:
 * the calendar on which the dashboard tells events that have taken place from upcoming ones.
 */
export function barangayDate(days = 0): string {
  const today = localDate(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface EventRow {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  expected?: number;
  actual?: number;
}

/** Replaces every event with these, straight in the database (the other fields fixed). */
export async function replaceEvents(db: DataSource, events: readonly EventRow[]): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.query(`DELETE FROM event`);
    for (const { name, date, expected = 100, actual = 90 } of events) {
      await manager.query(
        `INSERT INTO event (event_name, target_audience, event_date, expected_number_of_attendees, actual_attendees, status)
         VALUES ($1, 'Adults', $2, $3, $4, 'Ended')`,
        [name, date, expected, actual]);
    }
  });
}
