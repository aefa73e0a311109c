// A list as a spreadsheet, as a service describes it: its columns and its rows in batches. The REST layer writes it
// (rest/spreadsheet-download.ts) as CSV or XLSX.

/** A cell's value: text, a number, a yes/no, or nothing. */
export type SpreadsheetCell = string | number | boolean | null;

/** A column of an export: its header and how a row gives its value. */
export interface SpreadsheetColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => SpreadsheetCell;
  /** A calendar date written YYYY-MM-DD: a real date cell in a workbook, so Excel sorts and formats it as one. */
  readonly date?: boolean;
  /** The workbook column's width, in characters. */
  readonly width?: number;
}

export interface SpreadsheetExport<Row> {
  /** The file's name without its extension, e.g. "inhabitants-2026-11-24". */
  readonly fileName: string;
  /** The workbook's sheet name. */
  readonly sheetName: string;
  readonly columns: readonly SpreadsheetColumn<Row>[];
  /** The rows, a batch at a time, read while the file is written: a large export is never held whole. */
  readonly batches: AsyncIterable<readonly Row[]>;
}

/**
 * A text cell a spreadsheet will not run: one starting like a formula (=, +, -, @, a tab or a line end) gets a leading
 * apostrophe, which spreadsheets take as "text" and do not show. A registry's names and addresses come from many hands.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
