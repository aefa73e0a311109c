import 'reflect-metadata';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import ExcelJS from 'exceljs';
import { runBench, startBenchPortal, type BenchPortal } from './bench-harness';
import { wideRowBomb, zipBomb } from './hostile-workbooks';

/**
 * `npm run bench:import-limits`: what hostile spreadsheets cost the portal next to a real one. Uploads through the
 * real API on loopback as the administrator against DATABASE_URL (the portal runs in this process, so its resident
 * memory is this process's): a real 50,000-row workbook, the wide-row bomb (100,000 rows of one cell in column XFD),
 * a zip bomb that declares its unpacked size and one that declares less, and a CSV row of 15 million separators.
 * Prints each one's answer, seconds and the highest growth of resident memory while it was handled. Asserts nothing
 * but the answers' statuses.
 */
const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['Household No.', 'Purok', 'Address', 'Relationship to Head', 'Last Name', 'First Name', 'Middle Name', 'Sex', 'Date of Birth',
  'Place of Birth', 'Civil Status', 'Occupation'];

async function realWorkbook(file: string, rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('RBI');
  sheet.addRow(HEADERS).commit();
  for (let n = 0; n < rows; n += 1) {
    const row = sheet.addRow([`HH-${Math.floor(n / 5)}`, `Purok ${n % 10}`, `${n} Rizal Street`, n % 5 === 0 ? 'Head' : 'Son', 'Santos', `Juan ${n}`,
      '', 'M', new Date(Date.UTC(1980 + (n % 40), n % 12, 1 + (n % 28))), 'Malabon', 'Single', 'Fisherman']);
    row.getCell(9).numFmt = 'mm/dd/yyyy';
    row.commit();
  }
  await workbook.commit();
  return await readFile(file);
}

/** A multipart body with the one file, as a browser's FormData sends it. */
async function multipartOf(bytes: Buffer, name: string, type: string): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

interface Upload { label: string; bytes: Buffer; name: string; type: string; expected: number }

/** One upload: its answer, seconds, and the highest resident memory above where it started, sampled every 5 ms. */
async function measure(portal: BenchPortal, upload: Upload): Promise<void> {
  const { body, type } = await multipartOf(upload.bytes, upload.name, upload.type);
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => { highest = Math.max(highest, process.memoryUsage().rss); }, 5);
  const started = performance.now();
  const answer = await portal.send('POST', '/api/registry/imports/', body, type);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  highest = Math.max(highest, process.memoryUsage().rss);
  const said = answer.status === 201 ? `${JSON.parse(answer.text).total_rows} rows read` : answer.text.slice(0, 70);
  console.log(`${upload.label.padEnd(48)} ${`${(upload.bytes.length / 1024).toFixed(0)} KB`.padStart(9)}  ${answer.status}  `
    + `${seconds.toFixed(2).padStart(6)} s  ${`+${((highest - before) / MB).toFixed(0)} MB`.padStart(8)}  ${said}`);
  if (answer.status !== upload.expected) throw new Error(`${upload.label}: answered ${answer.status}, not ${upload.expected}`);
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-import-limits-'));
  const past = IMPORT_LIMITS.worksheetBytes + MB;
  const uploads: Upload[] = [
    { label: 'real workbook, 50,000 rows', bytes: await realWorkbook(path.join(folder, 'rbi.xlsx'), 50_000), name: 'rbi.xlsx', type: XLSX, expected: 201 },
    { label: 'wide-row bomb, 100,000 rows of a cell in XFD', bytes: wideRowBomb(100_000), name: 'wide.xlsx', type: XLSX, expected: 400 },
    { label: `zip bomb, a ${past / MB} MB sheet, declared`, bytes: zipBomb(past), name: 'bomb.xlsx', type: XLSX, expected: 400 },
    { label: `zip bomb, a ${past / MB} MB sheet, declared 4 KB`, bytes: zipBomb(past, { declaredBytes: 4096 }), name: 'liar.xlsx', type: XLSX, expected: 400 },
    { label: 'CSV row of 15 million separators', bytes: Buffer.from(`${HEADERS.join(',')}\nSantos${','.repeat(15_000_000)}\n`), name: 'commas.csv', type: 'text/csv', expected: 400 },
  ];
  const portal = await startBenchPortal({ firstStart: true });
  try {
    console.log(`${'upload'.padEnd(48)} ${'size'.padStart(9)}  ans  ${'time'.padStart(8)}  ${'RSS peak'.padStart(8)}  what it said`);
    for (const upload of uploads) await measure(portal, upload);
  } finally {
    await portal.close();
    await rm(folder, { recursive: true, force: true });
  }
}

runBench(main);
