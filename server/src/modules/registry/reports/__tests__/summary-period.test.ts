import { DomainError } from '../../../../common/domain-error';
import { checkedPeriod } from '../registry-reports.service';

/** The fields a refusal names, with their messages. */
function refusal(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  throw new Error('not refused');
}

describe('the period of a population summary', () => {
  const today = '2026-05-10';

  it("counts an ended quarter as of its last day and the running one as of today", () => {
    expect(checkedPeriod({ year: 2026, quarter: 1 }, today)).toEqual({ period: { year: 2026, quarter: 1 }, asOf: '2026-03-31' });
    expect(checkedPeriod({ year: 2026, quarter: 2 }, today)).toEqual({ period: { year: 2026, quarter: 2 }, asOf: '2026-05-10' });
    expect(checkedPeriod({ year: 1900, quarter: 4 }, today).asOf).toBe('1900-12-31');
  });

  it('refuses a year out of range, a quarter that is none, and one not begun, naming each field', () => {
    expect(refusal(() => checkedPeriod({ year: 2027, quarter: 9 }, today))).toEqual({
      year: ['Choose a year from 1900 to this year.'], quarter: ['Choose a quarter: 1, 2, 3 or 4.'],
    });
    expect(refusal(() => checkedPeriod({ year: Number.NaN, quarter: 1 }, today))).toEqual({ year: ['Choose a year from 1900 to this year.'] });
    expect(refusal(() => checkedPeriod({ year: 1899, quarter: 1 }, today))).toEqual({ year: ['Choose a year from 1900 to this year.'] });
    expect(refusal(() => checkedPeriod({ year: 2026, quarter: 3 }, today))).toEqual({ quarter: ['This quarter has not begun yet.'] });
  });
});
