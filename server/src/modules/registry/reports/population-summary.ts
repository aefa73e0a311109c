import {
  INHABITANT_SECTOR_LABELS, InhabitantSector, nameOf, PSA_AGE_GROUPS, quarterLabel, type QuarterOfYear, SENIOR_CITIZEN_AGE,
} from '@barangay-portal/domain';
import { longCalendarDate } from '../../../common/local-time';
import type { PopulationCount } from './population-count';
import type { ReportHeading } from './report-heading';

/**
 * The quarterly population summary: the barangay's inhabitants on a quarter's last day (or today, while the quarter
 * runs) by sex, age group, purok and sector. The PDF and the CSV print the same tables, from the functions below.
 */
export interface PopulationSummary {
  heading: ReportHeading;
  period: QuarterOfYear;
  count: PopulationCount;
}

export const POPULATION_SUMMARY_TITLE = 'Quarterly Population Summary';

/** A table's cells: texts and counts (the PDF writes counts with thousands separators, the CSV as they are). */
export type SummaryRow = ReadonlyArray<string | number>;

export interface SummaryTable {
  title: string;
  header: readonly string[];
  rows: readonly SummaryRow[];
  total: SummaryRow;
}

const NOT_IN_A_HOUSEHOLD = 'Not in a household';

/** "Q1 2026 (January to March)" and "As of March 31, 2026". */
export function summaryPeriodLines({ period, count }: PopulationSummary): string[] {
  return [quarterLabel(period), `As of ${longCalendarDate(count.asOf)}`];
}

/** Who is counted and how, under the tables. */
export function summaryNote({ count }: PopulationSummary): string {
  const day = longCalendarDate(count.asOf);
  return `Counted: the inhabitants in the registry living in the barangay on ${day} (born by then; moved out or deceased only after it). `
    + `Ages in whole years on ${day}; senior citizens are those ${SENIOR_CITIZEN_AGE} and over then. The other sectors as recorded `
    + 'on the date prepared. Households: those with at least one member counted.';
}

export function bySexTable({ count }: PopulationSummary): SummaryTable {
  return {
    title: 'By sex',
    header: ['Sex', 'Inhabitants'],
    rows: [['Male', count.bySex.male], ['Female', count.bySex.female]],
    total: ['Total', count.inhabitants],
  };
}

export function byAgeGroupTable({ count }: PopulationSummary): SummaryTable {
  return {
    title: 'By age group',
    header: ['Age group', 'Male', 'Female', 'Total'],
    rows: PSA_AGE_GROUPS.map((group, index) => {
      const { male, female } = count.ageGroups[index];
      return [group.label, male, female, male + female];
    }),
    total: ['Total', count.bySex.male, count.bySex.female, count.inhabitants],
  };
}

export function byPurokTable({ count }: PopulationSummary): SummaryTable {
  return {
    title: 'By purok or sitio',
    header: ['Purok or sitio', 'Households', 'Inhabitants'],
    rows: count.puroks.map((purok) => [purok.name ?? NOT_IN_A_HOUSEHOLD, purok.households, purok.inhabitants]),
    total: ['Total', count.households, count.inhabitants],
  };
}

/** Sectors overlap (a senior may be a PWD too), so this table has no total. */
export function bySectorTable({ count }: PopulationSummary): Omit<SummaryTable, 'total'> {
  return {
    title: 'By sector',
    header: ['Sector', 'Inhabitants'],
    rows: Object.values(InhabitantSector).map((sector) => [INHABITANT_SECTOR_LABELS[nameOf(InhabitantSector, sector)], count.sectors[sector]]),
  };
}
