import { open, readFile } from 'node:fs/promises';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import { parse, type CastingContext, type InfoRecord } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DomainError } from '../../../common/domain-error';
import { ImportErrors } from './import.errors';
import { workbookParts } from './workbook-archive';

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
 * workbook is told by its bytes, checked against IMPORT_LIMITS before it is read (workbook-archive.ts), its first
 * worksheet read as a stream (cells as text, real date cells as YYYY-MM-DD); anything else is read as CSV (UTF-8,
 * else Windows' ANSI encoding, which Excel writes by default; separated by commas, or by semicolons or tabs where
 * the header says so). Either way each row is kept as it is read, within the header's columns, so the memory a file
 * takes follows what is kept, never what the file claims.
 */
export async function readSpreadsheet(path: string, isHeader: HeaderTest): Promise<Sheet> {
  const sheet = new SheetReading(isHeader);
  if (await isZipArchive(path)) await readWorkbook(path, sheet);
  else readCsv(await readFile(path), sheet);
  return sheet.finished();
}

async function isZipArchive(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const start = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await file.read(start, 0, start.length, 0);
    return bytesRead === start.length && start.equals(ZIP_SIGNATURE);
  } finally {
    await file.close();
  }
}

/**
 * The rows as they are read, kept within IMPORT_LIMITS: the header is the first of the first filled rows that
 * names known columns (else the first); the filled rows under it are kept, each cut to the header's columns (no
 * other column can be mapped), their text counted; blank rows are counted but not kept.
 */
class SheetReading {
  /** The first filled rows, while the header is not yet known. */
  private readonly leading: SheetRow[] = [];
  private header: SheetRow | undefined;
  private readonly rows: SheetRow[] = [];
  private read = 0;
  private text = 0;

  constructor(private readonly isHeader: HeaderTest) {}

  add(line: number, cells: readonly string[]): void {
    this.read += 1;
    if (this.read > IMPORT_LIMITS.rows + HEADER_SEARCH_ROWS) throw ImportErrors.tooManyRows();
    if (!cells.some((cell) => cell !== '')) return;
    if (this.header) {
      this.keep({ line, cells });
      return;
    }
    this.leading.push({ line, cells });
    if (this.leading.length === HEADER_SEARCH_ROWS) this.chooseHeader();
  }

  finished(): Sheet {
    if (!this.header) this.chooseHeader();
    if (!this.header) throw ImportErrors.unreadable();
    if (this.rows.length === 0) throw ImportErrors.noRows();
    return { headerRow: this.header.line, headers: this.header.cells, rows: this.rows };
  }

  private chooseHeader(): void {
    this.header = this.leading.find((row) => this.isHeader(row.cells)) ?? this.leading[0];
    for (const row of this.leading.splice(0)) this.keep(row);
  }

  private keep(row: SheetRow): void {
    const header = this.header!;
    if (row.line <= header.line) return;
    const cells = row.cells.length > header.cells.length ? row.cells.slice(0, header.cells.length) : row.cells;
    for (const cell of cells) this.text += cell.length;
    if (this.text > IMPORT_LIMITS.keptTextChars) throw ImportErrors.tooMuchText();
    this.rows.push({ line: row.line, cells });
  }
}

/** A CSV record's cells up to its last value (a value past IMPORT_LIMITS.columns was refused as it was read). */
function withinColumns(cells: readonly string[]): readonly string[] {
  let last = cells.length;
  while (last > 0 && cells[last - 1] === '') last -= 1;
  return last === cells.length ? cells : cells.slice(0, last);
}

// --- CSV -----------------------------------------------------------------------------------------------------

/** Excel's last column: no spreadsheet program writes a CSV row of more fields, not even of empty ones. */
const CSV_FIELDS = 16_384;

/**
 * Each record handed to `sheet` as it is parsed, nothing gathered here; every field is looked at as it is read, so a
 * row of millions of separators is refused at its first value past the columns the import reads, or at Excel's last
 * column, before csv-parse has built it.
 */
function readCsv(bytes: Buffer, sheet: SheetReading): void {
  const text = decoded(bytes);
  if (text.includes('\0')) throw ImportErrors.unreadable();
  try {
    parse(text, {
      bom: true, delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false,
      to_line: IMPORT_LIMITS.rows + HEADER_SEARCH_ROWS + 1,
      cast: (field: string, { index, records }: CastingContext) => {
        if (index >= IMPORT_LIMITS.columns && field.trim() !== '') throw ImportErrors.tooManyColumns(records + 1, index + 1);
        if (index >= CSV_FIELDS) throw ImportErrors.unreadable();
        return field;
      },
      // A record is a row as a spreadsheet program shows the file, whatever line breaks its quoted cells hold.
      on_record: (record: string[], { records }: InfoRecord) => {
        sheet.add(records, withinColumns(record.map((cell) => cell.trim())));
        return null;
      },
    });
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

// --- XLSX ----------------------------------------------------------------------------------------------------

/**
 * The first worksheet's rows, streamed: each row's cells are taken as exceljs reads them, by the cells the row
 * holds (never by the span of its columns, which one cell in column XFD makes 16,384 wide), and handed to `sheet`.
 */
async function readWorkbook(path: string, sheet: SheetReading): Promise<void> {
  const parts = await workbookParts(path);
  const source = parts.stream();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) sheet.add(row.number, cellsOf(row));
      break;
    }
  } catch (error) {
    // A file that is a ZIP archive but no workbook (a .docx, a damaged download) is refused as unreadable.
    if (error instanceof DomainError) throw error;
    throw ImportErrors.unreadable();
  } finally {
    source.destroy();
  }
}

/** A row's cells as text, by the cells it holds: a value past IMPORT_LIMITS.columns is refused before any array spans it. */
function cellsOf(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    const text = cellText(cell.value);
    if (text === '') return;
    if (column > IMPORT_LIMITS.columns) throw ImportErrors.tooManyColumns(row.number, column);
    cells[column - 1] = text;
  });
  return Array.from(cells, (cell) => cell ?? '');
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
