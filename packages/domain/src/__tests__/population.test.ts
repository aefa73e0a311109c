import {
  ageGroupIndexOf, lastEndedQuarter, PSA_AGE_GROUPS, quarterEnd, quarterLabel, quarterOf, quarterStart, summaryDateOf,
} from '../population';

describe("the PSA's age groups", () => {
  it('are 0-4 to 75-79 in fives, then 80 and over', () => {
    expect(PSA_AGE_GROUPS.map((group) => group.label)).toEqual([
      '0-4', '5-9', '10-14', '15-19', '20-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65-69', '70-74',
      '75-79', '80 and over',
    ]);
    expect(PSA_AGE_GROUPS.at(-1)).toEqual({ from: 80, to: null, label: '80 and over', shortLabel: '80+' });
  });

  it('put every age in the group whose bounds hold it', () => {
    expect([0, 4, 5, 59, 60, 79, 80, 104].map(ageGroupIndexOf)).toEqual([0, 0, 1, 11, 12, 15, 16, 16]);
  });
});

describe('quarters', () => {
  it('run January to March, April to June, July to September, October to December', () => {
    expect([1, 2, 3, 4].map((quarter) => [quarterStart({ year: 2026, quarter: quarter as 1 }), quarterEnd({ year: 2026, quarter: quarter as 1 })]))
      .toEqual([['2026-01-01', '2026-03-31'], ['2026-04-01', '2026-06-30'], ['2026-07-01', '2026-09-30'], ['2026-10-01', '2026-12-31']]);
    expect(quarterOf('2026-09-30')).toEqual({ year: 2026, quarter: 3 });
    expect(quarterLabel({ year: 2026, quarter: 1 })).toBe('Q1 2026 (January to March)');
  });

  it('give the last one ended, across the new year', () => {
    expect(lastEndedQuarter('2026-11-24')).toEqual({ year: 2026, quarter: 3 });
    expect(lastEndedQuarter('2026-02-01')).toEqual({ year: 2025, quarter: 4 });
  });

  it("count a summary as of the quarter's last day, as of today while it runs, and not at all before it begins", () => {
    expect(summaryDateOf({ year: 2026, quarter: 2 }, '2026-11-24')).toBe('2026-06-30');
    expect(summaryDateOf({ year: 2026, quarter: 4 }, '2026-11-24')).toBe('2026-11-24');
    expect(summaryDateOf({ year: 2026, quarter: 4 }, '2026-12-31')).toBe('2026-12-31');
    expect(summaryDateOf({ year: 2026, quarter: 4 }, '2026-09-30')).toBeNull();
  });
});
