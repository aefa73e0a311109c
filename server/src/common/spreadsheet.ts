// The portal's one spreadsheet writer: every CSV and XLSX file it makes is written here, every CSV text cell made
// formula-safe (spreadsheetText) and every workbook text cell written as text. A list comes as a service describes it, its columns and its rows in
// batches (the REST layer sends it, rest/spreadsheet-download.ts); a report as its rows of cells (csvDocument). No
// other module builds CSV or XLSX (tests/tooling/spreadsheet-writer.test.ts checks the source).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

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

/** The spreadsheet formats a list is exported in. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export const SPREADSHEET_CONTENT_TYPES: Readonly<Record<SpreadsheetFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text cell a spreadsheet will not run: one starting like a formula (=, +, -, @, a tab or a line end) gets a leading
 * apostrophe, which spreadsheets take as "text" and do not show. Names and addresses come from many hands.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A report's rows of cells, free-form (label / value rows, tables, blank rows), for csvDocument. */
export type CsvRows = ReadonlyArray<ReadonlyArray<string | number>>;

/**
 * The rows as CSV text, every text cell made formula-safe (numbers stay numbers): RFC 4180 with Windows line ends (what
 * spreadsheet programs open cleanly), after a byte-order mark, without which Excel reads UTF-8 as the local code page
 * and garbles ñ and accents.
 */
export function csvDocument(rows: CsvRows): string {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell)));
  return `\ufeff${stringify(safe, { record_delimiter: 'windows' })}`;
}

/**
 * Writes the list to `out` as CSV (UTF-8 with a byte-order mark) or an Excel workbook (exceljs' streaming writer), a
 * batch at a time, waiting for `out` when its buffer is full: a large export or a slow download does not fill memory.
 */
export async function writeSpreadsheet<Row>(out: Writable, format: SpreadsheetFormat, sheet: SpreadsheetExport<Row>): Promise<void> {
  if (format === 'csv') await writeCsv(out, sheet);
  else await writeWorkbook(out, sheet);
}

async function writeCsv<Row>(out: Writable, sheet: SpreadsheetExport<Row>): Promise<void> {
  await written(out, `\ufeff${stringify([sheet.columns.map((column) => spreadsheetText(column.header))])}`);
  for await (const batch of sheet.batches) {
    await written(out, stringify(batch.map((row) => sheet.columns.map((column) => csvCell(column.value(row))))));
  }
  out.end();
}

const csvCell = (value: SpreadsheetCell): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? spreadsheetText(value) : String(value);
};

async function written(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

async function writeWorkbook<Row>(out: Writable, sheet: SpreadsheetExport<Row>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header, width: column.width ?? Math.max(12, column.header.length + 2),
    ...(column.date && { style: { numFmt: 'yyyy-mm-dd' } }),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const batch of sheet.batches) {
    for (const row of batch) worksheet.addRow(sheet.columns.map((column) => workbookCell(column, column.value(row)))).commit();
  }
  worksheet.commit();
  await workbook.commit();
}

function workbookCell<Row>(column: SpreadsheetColumn<Row>, value: SpreadsheetCell): ExcelJS.CellValue {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A calendar date as the date it is wherever the file is opened: midnight UTC, as Excel's dates have no time zone.
  if (column.date && typeof value === 'string' && value !== '') return new Date(`${value}T00:00:00Z`);
  // Text stays as it is: a workbook's text cell is never run as a formula (exceljs writes formulas only when told to),
  // and an apostrophe would show.
  return value;
}
