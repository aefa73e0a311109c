import {
  lastEndedQuarter, PSA_AGE_GROUPS, quarterMonths, QUARTERS, summaryDateOf, type Locale, type QuarterOfYear,
} from '@barangay-portal/domain';
import { formatDate } from '../../lib/format-date';
import type { SelectOption } from '../../ui';
import type { RegistryText } from './messages';

/** The registry's reports (docs/architecture.md#registry-of-inhabitants): REST downloads, each in these forms. */
export type ReportFormat = 'pdf' | 'csv';

/** A household's record in the manner of the DILG's RBI Form B. */
export const householdRecordUrl = (householdId: number, format: ReportFormat): string =>
  `/api/registry/households/${householdId}/record.${format}`;

/** The quarterly population summary of `period`. */
export const populationSummaryUrl = ({ year, quarter }: QuarterOfYear, format: ReportFormat): string =>
  `/api/registry/population-summary.${format}?year=${year}&quarter=${quarter}`;

/** The years the summary screen offers: this year and the nine before it, latest first. */
export function summaryYearOptions(today: string, count = 10): SelectOption[] {
  const thisYear = Number(today.slice(0, 4));
  return Array.from({ length: count }, (_, index) => String(thisYear - index)).map((year) => ({ value: year, label: year }));
}

/** "Q1 (January to March)": the year is chosen beside it. */
export const quarterOptions = (t: RegistryText): readonly SelectOption[] => QUARTERS.map((quarter) => ({
  value: String(quarter), label: t('reports.quarterOption', { quarter, months: quarterMonths(quarter) }),
}));

/** What the summary screen starts on: the last quarter that has ended. */
export const defaultSummaryPeriod = (today: string): QuarterOfYear => lastEndedQuarter(today);

/** "Counted as of June 30, 2025", or null for a quarter that has not begun (nothing to download). */
export function summaryAsOfText(t: RegistryText, period: QuarterOfYear, today: string, locale: Locale): string | null {
  const asOf = summaryDateOf(period, today);
  return asOf === null ? null : t('reports.countedAsOf', { date: formatDate(asOf, '', locale) });
}

/** The age groups the summary counts by, in words: "0-4 to 75-79, and 80 and over". */
export const ageGroupsText = (t: RegistryText): string => t('reports.ageGroups', {
  first: PSA_AGE_GROUPS[0].label,
  last: PSA_AGE_GROUPS[PSA_AGE_GROUPS.length - 2].label,
  oldest: PSA_AGE_GROUPS[PSA_AGE_GROUPS.length - 1].label,
});
