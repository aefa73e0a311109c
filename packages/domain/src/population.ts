// The registry's population figures (docs/architecture.md#registry-of-inhabitants): the quarterly population summary and the dashboard's Inhabitants
// section count the same way on both sides. Age is whole years (ageOn, docs/rules/dashboard.md#age-rule).

/** One age group of a population table: `from` to `to` years old, both included; `to` null for the open last group. */
export interface AgeGroup {
  from: number;
  to: number | null;
  /** As population tables write it: "0-4", "80 and over". */
  label: string;
  /** As a chart's axis has room for: "0-4", "80+". */
  shortLabel: string;
}

/** The PSA's five-year groups up to this age, which opens the last group ("80 and over"). */
const OPEN_AGE_GROUP_FROM = 80;
const AGE_GROUP_YEARS = 5;

/**
 * The age groups the Philippine Statistics Authority tabulates population by: 0-4, 5-9, ..., 75-79, 80 and over.
 * Every age falls in exactly one, youngest first.
 */
export const PSA_AGE_GROUPS: readonly AgeGroup[] = Array.from({ length: OPEN_AGE_GROUP_FROM / AGE_GROUP_YEARS + 1 }, (_, index) => {
  const from = index * AGE_GROUP_YEARS;
  if (from === OPEN_AGE_GROUP_FROM) return { from, to: null, label: `${from} and over`, shortLabel: `${from}+` };
  const to = from + AGE_GROUP_YEARS - 1;
  return { from, to, label: `${from}-${to}`, shortLabel: `${from}-${to}` };
});

/** The index in PSA_AGE_GROUPS of the group an age (whole years, 0 or more) falls in. */
export function ageGroupIndexOf(age: number): number {
  return Math.max(0, PSA_AGE_GROUPS.filter((group) => age >= group.from).length - 1);
}

/** A quarter of a calendar year: January to March is 1. */
export type Quarter = 1 | 2 | 3 | 4;
export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

export interface QuarterOfYear {
  year: number;
  quarter: Quarter;
}

/** The earliest year a population summary may be asked for: older registries were kept on paper. */
export const FIRST_SUMMARY_YEAR = 1900;

const pad = (value: number) => String(value).padStart(2, '0');

/** The quarter's first day, YYYY-MM-DD. */
export function quarterStart({ year, quarter }: QuarterOfYear): string {
  return `${year}-${pad(quarter * 3 - 2)}-01`;
}

/** The quarter's last day, YYYY-MM-DD: March 31, June 30, September 30 or December 31. */
export function quarterEnd({ year, quarter }: QuarterOfYear): string {
  return `${year}-${quarter === 1 || quarter === 4 ? `${pad(quarter * 3)}-31` : `${pad(quarter * 3)}-30`}`;
}

/** The quarter a YYYY-MM-DD date is in. */
export function quarterOf(date: string): QuarterOfYear {
  const [year, month] = date.split('-').map(Number);
  return { year, quarter: Math.ceil(month / 3) as Quarter };
}

/** The last quarter that has ended by `today` (YYYY-MM-DD): what a quarterly report is usually asked for. */
export function lastEndedQuarter(today: string): QuarterOfYear {
  const { year, quarter } = quarterOf(today);
  return quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as Quarter };
}

/**
 * The day a quarter's summary counts as of: its last day, or `today` while the quarter is still running (a summary
 * counts no one who may yet move in, be born or leave). Null for a quarter that has not begun.
 */
export function summaryDateOf(period: QuarterOfYear, today: string): string | null {
  if (quarterStart(period) > today) return null;
  const end = quarterEnd(period);
  return end < today ? end : today;
}

const QUARTER_MONTHS = ['January to March', 'April to June', 'July to September', 'October to December'] as const;

/** "January to March". */
export function quarterMonths(quarter: Quarter): string {
  return QUARTER_MONTHS[quarter - 1];
}

/** "Q1 2026 (January to March)". */
export function quarterLabel({ year, quarter }: QuarterOfYear): string {
  return `Q${quarter} ${year} (${quarterMonths(quarter)})`;
}

export const POPULATION_SUMMARY_MESSAGES = {
  yearInvalid: `Choose a year from ${FIRST_SUMMARY_YEAR} to this year.`,
  quarterInvalid: 'Choose a quarter: 1, 2, 3 or 4.',
  quarterNotBegun: 'This quarter has not begun yet.',
} as const;
