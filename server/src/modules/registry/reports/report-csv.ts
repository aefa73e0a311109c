import { stringify } from 'csv-stringify/sync';
import { longDate } from '../../../common/local-time';
import { spreadsheetText } from '../../../common/spreadsheet';
import type { ReportHeading } from './report-heading';

/** A report's CSV: rows of cells, written as RFC 4180 with Windows line ends (what spreadsheet programs open cleanly). */
export type CsvRows = ReadonlyArray<ReadonlyArray<string | number>>;

/** The report's heading as label / value rows: the same facts the PDF's letterhead and "Prepared by" carry. */
export function headingRows(title: string, heading: ReportHeading): CsvRows {
  return [
    [title],
    ['City or municipality', heading.cityName],
    ['Barangay', heading.barangayName],
    ...(heading.barangayAddress ? [['Address of the barangay hall', heading.barangayAddress]] : []),
    ['Date prepared', longDate(heading.preparedAt)],
    ['Prepared by', heading.preparedBy],
  ];
}

/**
 * The rows as CSV text, every text cell made spreadsheet-safe (numbers stay numbers), after a byte-order mark: without
 * it Excel reads UTF-8 as the local code page and garbles ñ and accents (as the registry's exports do).
 */
export function csvText(rows: CsvRows): string {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell)));
  return `\ufeff${stringify(safe, { record_delimiter: 'windows' })}`;
}
