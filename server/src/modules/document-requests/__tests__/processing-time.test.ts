import { DocumentRequestStatus as S } from '../document-request.entity';
import { addWorkingDays, processingTime, workingDaysBetween } from '../processing-time';

// 2026-05-04 is a Monday. Noon in Manila is 04:00 UTC.
const manilaNoon = (date: string) => new Date(`${date}T04:00:00Z`);

describe('working days', () => {
  it.each([
    ['2026-05-04', '2026-05-04', 0], // the day itself does not count
    ['2026-05-04', '2026-05-05', 1],
    ['2026-05-04', '2026-05-08', 4],
    ['2026-05-08', '2026-05-11', 1], // Friday to Monday
    ['2026-05-09', '2026-05-11', 1], // Saturday to Monday
    ['2026-05-09', '2026-05-10', 0], // Saturday to Sunday
    ['2026-05-04', '2026-05-18', 10], // two whole weeks
    ['2026-05-04', '2026-06-05', 24],
    ['2026-05-08', '2026-05-04', 0], // backwards
  ])('from %s to %s: %i', (from, to, expected) => {
    expect(workingDaysBetween(from, to)).toBe(expected);
  });

  it('adds working days over weekends', () => {
    expect(addWorkingDays('2026-05-04', 3)).toBe('2026-05-07');
    expect(addWorkingDays('2026-05-07', 3)).toBe('2026-05-12');
    expect(addWorkingDays('2026-05-09', 1)).toBe('2026-05-11');
    expect(addWorkingDays('2026-05-04', 10)).toBe('2026-05-18');
  });
});

describe('processingTime', () => {
  it('is not overdue on the due date and overdue the next working day', () => {
    const submitted = manilaNoon('2026-05-04');
    expect(processingTime(submitted, S.PENDING, 3, manilaNoon('2026-05-07')))
      .toEqual({ waitingDays: 3, waitingWorkingDays: 3, dueDate: '2026-05-07', overdue: false });
    expect(processingTime(submitted, S.PROCESSING, 3, manilaNoon('2026-05-08')))
      .toEqual({ waitingDays: 4, waitingWorkingDays: 4, dueDate: '2026-05-07', overdue: true });
  });

  it('reads dates on the barangay clock: 23:30 UTC on a Sunday is Monday in Manila', () => {
    expect(processingTime(new Date('2026-05-03T23:30:00Z'), S.PENDING, 1, manilaNoon('2026-05-05')))
      .toMatchObject({ waitingWorkingDays: 1, dueDate: '2026-05-05', overdue: false });
  });

  it('never flags closed requests or requests of types without a target', () => {
    expect(processingTime(manilaNoon('2026-01-05'), S.PICKUP, 3, manilaNoon('2026-05-05')))
      .toEqual({ waitingDays: null, waitingWorkingDays: null, dueDate: '2026-01-08', overdue: false });
    expect(processingTime(manilaNoon('2026-01-05'), S.PENDING, null, manilaNoon('2026-01-20')))
      .toEqual({ waitingDays: 15, waitingWorkingDays: 11, dueDate: null, overdue: false });
  });
});
