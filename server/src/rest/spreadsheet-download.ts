import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { spreadsheetText, type SpreadsheetCell, type SpreadsheetColumn, type SpreadsheetExport } from '../common/spreadsheet';

/** The spreadsheet formats a list is exported in. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

const CONTENT_TYPES: Readonly<Record<SpreadsheetFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Sends a list as a CSV (UTF-8 with a byte-order mark, which Excel needs to read ñ and accents) or an Excel workbook
 * (.xlsx, written by exceljs' streaming writer), streamed as its rows are read. Personal data: never cached.
 */
export async function sendSpreadsheet<Row>(res: Response, format: SpreadsheetFormat, sheet: SpreadsheetExport<Row>): Promise<void> {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  res.attachment(`${sheet.fileName}.${format}`);
  res.type(CONTENT_TYPES[format]);
  if (format === 'csv') await writeCsv(res, sheet);
  else await writeWorkbook(res, sheet);
}

async function writeCsv<Row>(res: Response, sheet: SpreadsheetExport<Row>): Promise<void> {
  await written(res, `\ufeff${stringify([sheet.columns.map((column) => column.header)])}`);
  for await (const batch of sheet.batches) {
    await written(res, stringify(batch.map((row) => sheet.columns.map((column) => csvCell(column.value(row))))));
  }
  res.end();
}

const csvCell = (value: SpreadsheetCell): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? spreadsheetText(value) : String(value);
};

/** Writes, waiting for the client when the socket's buffer is full: a slow download does not fill the server's memory. */
async function written(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

async function writeWorkbook<Row>(res: Response, sheet: SpreadsheetExport<Row>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
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
  return value;
}
