import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import ExcelJS from 'exceljs';
import { adminForFile } from '../utils/accounts';
import { wideRowBomb, zipBomb } from '../utils/hostile-workbooks';
import { csvUpload, xlsxUpload } from '../utils/spreadsheets';
import { testServerForFile } from '../utils/test-server';
import { noUploadLeftovers, restMultipart, type UploadFile } from '../utils/uploads';

// The import's reading is bounded by IMPORT_LIMITS whatever a file claims: a workbook that unpacks past them, or a row
// with a value past the last column read, is refused with a 400 that says why, while the server's memory barely moves;
// a real workbook of 50,000 inhabitants is still read whole. The server runs in this process, so its resident memory
// is this process's.
jest.setTimeout(60_000);

const server = testServerForFile();
const admin = adminForFile(server);

const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['Household No.', 'Purok', 'Address', 'Relationship to Head', 'Last Name', 'First Name', 'Middle Name', 'Sex', 'Birthdate',
  'Place of Birth', 'Civil Status', 'Occupation'];

const WIDE_ROW = 'Row 2 has a value in column XFD, but the import reads only columns A to BL (64 columns): delete or move what is after column BL.';
const UNPACKS_TOO_LARGE = "The workbook unpacks to more than the import reads (a sheet of at most 256 MB, 320 MB in all): save only the registry's sheet as a new workbook, or as CSV.";

const uploadFile = (file: UploadFile) => restMultipart(server, 'POST', '/registry/imports/', {}, { file }, admin.access);

/** The upload's answer, and how far this process's resident memory rose above where it was, at its highest, meanwhile. */
async function measured(file: UploadFile): Promise<{ status: number; body: any; rssGrowthMb: number }> {
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => { highest = Math.max(highest, process.memoryUsage().rss); }, 5);
  try {
    const answer = await uploadFile(file);
    highest = Math.max(highest, process.memoryUsage().rss);
    return { ...answer, rssGrowthMb: (highest - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

it('refuses the wide-row bomb (100,000 rows of one cell in column XFD) with a 400 naming the cell, its memory barely touched', async () => {
  const bomb = wideRowBomb(100_000);
  const answer = await measured(bomb);
  expect(answer).toMatchObject({ status: 400, body: { file: [WIDE_ROW] } });
  expect(answer.rssGrowthMb).toBeLessThan(100);
  await noUploadLeftovers(server.dataDir);
});

it('refuses a zip bomb from its central directory, and one that declares less than it unpacks to as it unpacks, memory barely touched', async () => {
  const past = IMPORT_LIMITS.worksheetBytes + MB;
  for (const bomb of [zipBomb(past), zipBomb(past, { declaredBytes: 4096 })]) {
    expect(bomb.bytes.length).toBeLessThan(MB);
    const answer = await measured(bomb);
    expect(answer).toMatchObject({ status: 400, body: { file: [UNPACKS_TOO_LARGE] } });
    expect(answer.rssGrowthMb).toBeLessThan(100);
  }
  await noUploadLeftovers(server.dataDir);
});

it('refuses a value past the last column read, in a workbook or a CSV, naming its row and column; empty cells past it are no matter', async () => {
  const wide = [...HEADERS, ...Array.from({ length: IMPORT_LIMITS.columns - HEADERS.length }, (_unused, index) => `Note ${index + 1}`)];
  const person = ['HH-1', 'Purok 1', '1 Rizal Street', 'Head', 'Santos', 'Ana', '', 'F', '1990-03-05', 'Malabon', 'Single', 'Teacher'];
  const beyond = [...person, ...Array.from({ length: IMPORT_LIMITS.columns - person.length }, () => ''), 'stray'];
  const message = 'Row 3 has a value in column BM, but the import reads only columns A to BL (64 columns): delete or move what is after column BL.';
  for (const file of [await xlsxUpload('wide.xlsx', [wide, person, beyond]), csvUpload('wide.csv', [wide, person, beyond])]) {
    expect(await uploadFile(file)).toMatchObject({ status: 400, body: { file: [message] } });
  }
  // Excel's CSV writes a separator for each column of its used range, values or not: those are read.
  const trailing = csvUpload('trailing.csv', [[...HEADERS, ...Array.from({ length: 200 }, () => '')], [...person, ...Array.from({ length: 200 }, () => '')]]);
  expect(await uploadFile(trailing)).toMatchObject({ status: 201, body: { total_rows: 1 } });
});

it('refuses a CSV row of millions of separators quickly, memory barely touched', async () => {
  const separators: UploadFile = { bytes: Buffer.from(`${HEADERS.join(',')}\nSantos${','.repeat(15 * 1000 * 1000)}\n`), name: 'commas.csv', type: 'text/csv' };
  const answer = await measured(separators);
  expect(answer).toMatchObject({ status: 400, body: { file: ['The file could not be read as a CSV or Excel (.xlsx) spreadsheet.'] } });
  expect(answer.rssGrowthMb).toBeLessThan(100);
});

it('reads a real 50,000-row workbook, written as Excel writes one, whole', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'import-limits-'));
  try {
    const file = path.join(folder, 'rbi.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
    const sheet = workbook.addWorksheet('RBI');
    sheet.addRow(HEADERS).commit();
    for (let n = 0; n < 50_000; n += 1) {
      const row = sheet.addRow([`HH-${Math.floor(n / 5)}`, `Purok ${n % 10}`, `${n} Rizal Street`, n % 5 === 0 ? 'Head' : 'Son', 'Santos', `Juan ${n}`,
        '', 'M', new Date(Date.UTC(1980 + (n % 40), n % 12, 1 + (n % 28))), 'Malabon', 'Single', 'Fisherman']);
      row.getCell(9).numFmt = 'mm/dd/yyyy';
      row.commit();
    }
    await workbook.commit();
    const answer = await uploadFile({ bytes: await readFile(file), name: 'rbi.xlsx', type: XLSX_TYPE });
    expect(answer).toMatchObject({ status: 201, body: { total_rows: 50_000, header_row: 1 } });
    const [{ last }] = await server.database.db.query('SELECT rows -> -1 AS last FROM inhabitant_import WHERE id = $1', [answer.body.id]);
    expect(last).toEqual([50_001, ['HH-9999', 'Purok 9', '49999 Rizal Street', 'Son', 'Santos', 'Juan 49999', '', 'M', '2019-08-20', 'Malabon', 'Single', 'Fisherman']]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

it('caps the GraphQL mapping at the columns the import reads: a longer one is a BAD_USER_INPUT, never a server error', async () => {
  const mapping = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_unused, column) => ({ column, field: null }));
  const answer = await server.graphql(`mutation ($input: InhabitantImportInput!) { checkInhabitantImport(input: $input) { rows } }`,
    { input: { id: 1, mapping } }, admin.access);
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
