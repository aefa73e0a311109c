import { readFile } from 'node:fs/promises';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DomainError } from '../../../common/domain-error';
import { ImportErrors } from './import.errors';

/** One row of the file under its header: its number as the spreadsheet shows it (the first row is 1), and its cells as text. */
export interface SheetRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** A file's header and the rows under it, blank rows left out. */
export interface Sheet {
  readonly headerRow: number;
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
}

/** Tells the header row among the first rows: it names fields the import knows (see column-mapping.ts). */
export type HeaderTest = (cells: readonly string[]) => boolean;

/** How far down a title or a note above the header may push it. */
const HEADER_SEARCH_ROWS = 10;

/** A ZIP archive's first bytes: an .xlsx workbook is one; anything else is read as CSV text. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads an uploaded CSV or Excel (.xlsx) file into its header and rows, whatever name it was sent with: an .xlsx
 * workbook is told by its bytes, its first worksheet read as a stream (cells as text, real date cells as
 * YYYY-MM-DD); anything else is read as CSV (UTF-8, else Windows' ANSI encoding, which Excel writes by default;
 * separated by commas, or by semicolons or tabs where the header says so).
 */
export async function readSpreadsheet(path: string, isHeader: HeaderTest): Promise<Sheet> {
  const bytes = await readFile(path);
  const lines = bytes.subarray(0, 4).equals(ZIP_SIGNATURE) ? await workbookRows(path) : csvRows(bytes);
  return sheetOf(lines, isHeader);
}

/** The rows found, the header among the first ones; the rest under it, blank ones left out. */
function sheetOf(lines: readonly SheetRow[], isHeader: HeaderTest): Sheet {
  const filled = lines.filter((row) => row.cells.some((cell) => cell !== ''));
  const header = filled.slice(0, HEADER_SEARCH_ROWS).find((row) => isHeader(row.cells)) ?? filled[0];
  if (!header) throw ImportErrors.unreadable();
  const rows = filled.filter((row) => row.line > header.line);
  if (rows.length === 0) throw ImportErrors.noRows();
  return { headerRow: header.line, headers: header.cells, rows };
}

// --- CSV -----------------------------------------------------------------------------------------------------

function csvRows(bytes: Buffer): SheetRow[] {
  const text = decoded(bytes);
  if (text.includes('\0')) throw ImportErrors.unreadable();
  try {
    const records = parse(text, {
      bom: true, delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false, info: true,
      to_line: IMPORT_LIMITS.rows + HEADER_SEARCH_ROWS + 1,
    }) as unknown as Array<{ record: string[]; info: { records: number } }>;
    tooManyRowsCheck(records.length);
    // A record is a row as a spreadsheet program shows the file, whatever line breaks its quoted cells hold.
    return records.map(({ record, info }) => ({ line: info.records, cells: record.map((cell) => cell.trim()) }));
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) throw ImportErrors.unreadable();
    throw error;
  }
}

/** UTF-8 when the bytes are UTF-8; else the Windows code page Excel saves "CSV" in on a Philippine Windows. */
function decoded(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Commas, unless the first line has more semicolons or tabs (Excel's CSV in some regional settings). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((separator) => [separator, firstLine.split(separator).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

function tooManyRowsCheck(count: number): void {
  if (count > IMPORT_LIMITS.rows + HEADER_SEARCH_ROWS) throw ImportErrors.tooManyRows();
}

// --- XLSX ----------------------------------------------------------------------------------------------------

/** The first worksheet's rows, streamed: a 50,000-row workbook never sits whole in memory as cell objects. */
async function workbookRows(path: string): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit',
  });
  const rows: SheetRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // row.values is 1-based: index 0 is empty.
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        rows.push({ line: row.number, cells: Array.from(values, cellText) });
        tooManyRowsCheck(rows.length);
      }
      break;
    }
  } catch (error) {
    // A file that is a ZIP archive but no workbook (a .docx, a damaged download) is refused as unreadable.
    if (error instanceof DomainError) throw error;
    throw ImportErrors.unreadable();
  }
  return rows;
}

/** A cell as text: a date cell as YYYY-MM-DD, a formula as its result, rich text and links as their text. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}
