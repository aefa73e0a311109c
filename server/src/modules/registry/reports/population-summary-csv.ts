import {
  byAgeGroupTable, byPurokTable, bySectorTable, bySexTable, POPULATION_SUMMARY_TITLE, type PopulationSummary, summaryNote,
  summaryPeriodLines, type SummaryTable,
} from './population-summary';
import { csvDocument, type CsvRows } from '../../../common/spreadsheet';
import { headingRows } from './report-csv';

/** A table as CSV rows: its title alone on a row, its header, its rows and total, then a blank row. */
function tableRows(table: SummaryTable | Omit<SummaryTable, 'total'>): CsvRows {
  return [[table.title], table.header, ...table.rows, ...('total' in table ? [table.total] : []), []];
}

/** The quarterly population summary as CSV: the heading and the period as label / value rows, then each table, then how it counts. */
export function populationSummaryCsv(summary: PopulationSummary): string {
  const [period] = summaryPeriodLines(summary);
  return csvDocument([
    ...headingRows(POPULATION_SUMMARY_TITLE, summary.heading),
    ['Period', period],
    ['Counted as of', summary.count.asOf],
    ['Inhabitants', summary.count.inhabitants],
    ['Households', summary.count.households],
    [],
    ...[bySexTable(summary), byAgeGroupTable(summary), byPurokTable(summary), bySectorTable(summary)].flatMap(tableRows),
    [summaryNote(summary)],
  ]);
}
