import type { Response } from 'express';
import {
  SPREADSHEET_CONTENT_TYPES, SPREADSHEET_FORMATS, type SpreadsheetExport, type SpreadsheetFormat, writeSpreadsheet,
} from '../common/spreadsheet';

export { SPREADSHEET_FORMATS, type SpreadsheetFormat };

/**
 * Sends a list as a CSV or an Excel workbook, as the one writer (common/spreadsheet.ts) writes it, streamed as its rows
 * are read. Personal data: never cached.
 */
export async function sendSpreadsheet<Row>(res: Response, format: SpreadsheetFormat, sheet: SpreadsheetExport<Row>): Promise<void> {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  res.attachment(`${sheet.fileName}.${format}`);
  res.type(SPREADSHEET_CONTENT_TYPES[format]);
  await writeSpreadsheet(res, format, sheet);
}
