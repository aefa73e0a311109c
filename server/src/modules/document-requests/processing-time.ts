import { OPEN_STATUSES } from '@barangay-portal/domain';
import { localDate } from '../../common/local-time';
import type { DocumentRequestStatus } from './document-request.entity';

/**
 * Processing-time commitments, in the barangay's working days: Monday to Friday (holidays are not known
 * to the portal). A request waits from the day after it was submitted: one submitted on a Monday has
 * waited 1 working day on Tuesday, and one submitted on a Saturday also 1 on Monday. It is overdue once
 * it has waited more working days than its type's target while still pending or processing; with a
 * target of 3, a request submitted on a Monday is due on Thursday and overdue on Friday.
 */
export interface ProcessingTime {
  /** Calendar days since submission, for open requests; null once closed. */
  waitingDays: number | null;
  /** Working days since submission, for open requests; null once closed. */
  waitingWorkingDays: number | null;
  /** The last day within the target (YYYY-MM-DD); null without a target. */
  dueDate: string | null;
  overdue: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function isWorkingDay(day: number): boolean {
  // 1970-01-01 was a Thursday: (day + 4) % 7 is 0 on Sundays and 6 on Saturdays.
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
}

/** Working days after `from` up to and including `to` (both YYYY-MM-DD); 0 when `to` is not after `from`. */
export function workingDaysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const total = dayNumber(to) - start;
  if (total <= 0) return 0;
  const fullWeeks = Math.floor(total / 7);
  let count = fullWeeks * 5;
  for (let day = start + fullWeeks * 7 + 1; day <= start + total; day++) if (isWorkingDay(day)) count++;
  return count;
}

/** The date (YYYY-MM-DD) on which `days` working days after `from` have passed. */
export function addWorkingDays(from: string, days: number): string {
  let day = dayNumber(from);
  for (let left = days; left > 0;) {
    day++;
    if (isWorkingDay(day)) left--;
  }
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function processingTime(
  requestedAt: Date, status: DocumentRequestStatus, targetDays: number | null, now: Date = new Date(),
): ProcessingTime {
  const submitted = localDate(requestedAt);
  const dueDate = targetDays === null ? null : addWorkingDays(submitted, targetDays);
  if (!OPEN_STATUSES.includes(status)) return { waitingDays: null, waitingWorkingDays: null, dueDate, overdue: false };
  const today = localDate(now);
  const waitingWorkingDays = workingDaysBetween(submitted, today);
  return {
    waitingDays: Math.max(0, dayNumber(today) - dayNumber(submitted)),
    waitingWorkingDays,
    dueDate,
    overdue: targetDays !== null && waitingWorkingDays > targetDays,
  };
}
