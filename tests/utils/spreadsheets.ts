import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { UploadFile } from './uploads';

/** A cell as a test writes it: text, a number, or a real date cell (a Date at midnight UTC). */
export type TestCell = string | number | Date | null;

/** An Excel workbook (.xlsx) of one sheet with these rows, written by exceljs as a spreadsheet program would save it. */
export async function xlsxUpload(name: string, rows: readonly (readonly TestCell[])[]): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inhabitants');
  for (const row of rows) {
    const added = sheet.addRow([...row]);
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = 'mm/dd/yyyy';
    });
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/** A CSV file of these rows (UTF-8 unless bytes are given another way). */
export function csvUpload(name: string, rows: readonly (readonly TestCell[])[], { separator = ',', encoding = 'utf8' as BufferEncoding } = {}): UploadFile {
  const text = stringify(rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell ?? ''))), { delimiter: separator });
  return { bytes: Buffer.from(text, encoding), name, type: 'text/csv' };
}

/** A downloaded workbook's first sheet, each row's cells as exceljs reads them (index 0 is the first column). */
export async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A downloaded CSV's records (its byte-order mark left out). */
export function csvRows(bytes: Buffer): string[][] {
  return parse(bytes.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
}
