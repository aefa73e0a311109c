import 'reflect-metadata';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { runBench, startBenchPortal, type BenchPortal } from './bench-harness';

/**
 * `npm run bench:import`: the registry import's target, "importing 50,000 inhabitants from an XLSX file takes under 60 s".
 * Writes a 50,000-row workbook with exceljs (10,000 households of five in ten puroks, real Excel date cells, a run's own
 * household numbers so it can run again on the same database), then, through the real API on loopback as the
 * administrator against DATABASE_URL: the upload (POST /api/registry/imports/: sent, read and kept), the dry run
 * (checkInhabitantImport) and the import (startInhabitantImport, polled as the wizard polls it), and prints each
 * phase's seconds and the progress it saw; then the export of every inhabitant as CSV and XLSX. `-- --rows N` for
 * another size. Asserts nothing but the row counts.
 */
const ROWS = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 50_000;
const HOUSEHOLD_SIZE = 5;
const PUROKS = 10;
const POLL_MS = 250;

const HEADERS = ['Household No.', 'Purok', 'Address', 'Relationship to Head', 'Last Name', 'First Name', 'Middle Name', 'Suffix', 'Sex',
  'Date of Birth', 'Place of Birth', 'Civil Status', 'Citizenship', 'Occupation', 'PWD', 'Solo Parent', 'IP', '4Ps', 'OSY'];
const FAMILY_NAMES = ['Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Villanueva', 'Ramos', 'Aquino', 'Peña', 'Castillo', 'Flores'];
const GIVEN_NAMES = ['Juan', 'Maria', 'José', 'Ana', 'Pedro', 'Rosa', 'Miguel', 'Liza', 'Carlo', 'Niña', 'Ramon', 'Teresa', 'Paolo', 'Grace'];
const MEMBERS = ['Head', 'Spouse', 'Son', 'Daughter', 'Mother'] as const;

/** One household's member `index` of row `n`: the head and spouse adults, the children young, the mother a senior. */
function rowOf(run: string, n: number): ExcelJS.CellValue[] {
  const household = Math.floor(n / HOUSEHOLD_SIZE);
  const member = n % HOUSEHOLD_SIZE;
  const born = [1975, 1978, 2008, 2011, 1950][member] + (household % 15);
  const female = member === 1 || member === 3 || member === 4;
  return [
    `${run}-${String(household).padStart(6, '0')}`, `Purok ${(household % PUROKS) + 1}`, `${household} Rizal Street`, MEMBERS[member],
    FAMILY_NAMES[household % FAMILY_NAMES.length], `${GIVEN_NAMES[(n * 7) % GIVEN_NAMES.length]} ${n}`, member < 2 ? '' : 'Santos', '',
    female ? 'F' : 'M', new Date(Date.UTC(born, household % 12, 1 + (n % 28))), 'Malabon', member < 2 || member === 4 ? 'Married' : 'Single',
    'Filipino', member === 0 ? 'Fisherman' : '', n % 50 === 0 ? 'Y' : 'N', 'N', 'N', household % 7 === 0 ? 'Y' : 'N', 'N',
  ];
}

/** The workbook as a barangay's own would be: one sheet, a header row, the date column formatted as dates. */
async function writeWorkbook(file: string, run: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('RBI');
  sheet.addRow(HEADERS).commit();
  for (let n = 0; n < ROWS; n += 1) {
    const row = sheet.addRow(rowOf(run, n));
    row.getCell(10).numFmt = 'mm/dd/yyyy';
    row.commit();
  }
  await workbook.commit();
}

/** A multipart body with the one file, as a browser's FormData sends it. */
async function multipartOf(file: string): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'rbi-50000.xlsx');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

async function seconds<T>(work: () => Promise<T>): Promise<{ value: T; s: number }> {
  const start = performance.now();
  const value = await work();
  return { value, s: (performance.now() - start) / 1000 };
}

const MAPPING_OF = `query ($id: Int!) { inhabitantImport(id: $id) { totalRows columns { column field } } }`;
const CHECK = `mutation ($input: InhabitantImportInput!) { checkInhabitantImport(input: $input) {
  rows problemCount problems { row column message } duplicateCount newHouseholds existingHouseholds newPuroks } }`;
const START = `mutation ($input: InhabitantImportInput!) { startInhabitantImport(input: $input) { status } }`;
const POLL = `query ($id: Int!) { inhabitantImport(id: $id) { status processedRows totalRows failure summary { inhabitants households puroks } } }`;

interface CheckReport { rows: number; problemCount: number; problems: unknown[]; newHouseholds: number; newPuroks: number }

interface Polled { status: string; processedRows: number; totalRows: number; failure: string | null; summary: unknown }

/** Polls the import as the wizard does, printing each new count of rows written, until it is no longer importing. */
async function untilEnded(portal: BenchPortal, id: number, started: number): Promise<Polled> {
  let last = -1;
  for (;;) {
    const { inhabitantImport } = await portal.graphql(POLL, { id }) as { inhabitantImport: Polled };
    if (inhabitantImport.processedRows !== last) {
      last = inhabitantImport.processedRows;
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${inhabitantImport.status.padEnd(9)} ${last} of ${inhabitantImport.totalRows} rows`);
    }
    if (inhabitantImport.status !== 'IMPORTING') return inhabitantImport;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
  const file = path.join(folder, 'rbi.xlsx');
  const run = `B${Date.now().toString(36).toUpperCase()}`;
  const generated = await seconds(() => writeWorkbook(file, run));
  const { body, type } = await multipartOf(file);
  console.log(`Workbook: ${ROWS} rows, ${(body.length / 1e6).toFixed(1)} MB, written by exceljs in ${generated.s.toFixed(1)} s (not counted)\n`);

  const portal = await startBenchPortal({ firstStart: true });
  try {
    const count = async () => Number((await portal.db.query(`SELECT count(*)::int AS n FROM inhabitant`))[0].n);
    const auditCount = async () => Number((await portal.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'inhabitant'`))[0].n);
    const [before, auditedBefore] = [await count(), await auditCount()];

    const uploaded = await seconds(async () => {
      const answer = await portal.send('POST', '/api/registry/imports/', body, type);
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      return JSON.parse(answer.text) as { id: number };
    });
    const { id } = uploaded.value;
    const { inhabitantImport } = await portal.graphql(MAPPING_OF, { id }) as { inhabitantImport: { totalRows: number; columns: Array<{ column: number; field: string | null }> } };
    const input = { id, mapping: inhabitantImport.columns };

    const checked = await seconds(() => portal.graphql(CHECK, { input }) as Promise<{ checkInhabitantImport: CheckReport }>);
    const report = checked.value.checkInhabitantImport;
    if (report.problemCount !== 0) throw new Error(`the dry run found problems: ${JSON.stringify(report.problems).slice(0, 500)}`);

    const startedAt = performance.now();
    console.log('Import progress, as polled:');
    const ended = await seconds(async () => {
      await portal.graphql(START, { input });
      return await untilEnded(portal, id, startedAt);
    });
    if (ended.value.status !== 'IMPORTED') throw new Error(`the import ended ${ended.value.status}: ${ended.value.failure}`);
    const [added, audited] = [await count() - before, await auditCount() - auditedBefore];

    const total = uploaded.s + checked.s + ended.s;
    const rows: Array<[string, string]> = [
      ['upload (sent, read with exceljs, kept)', `${uploaded.s.toFixed(1)} s`],
      [`dry run (${report.rows} rows, ${report.newHouseholds} new households, ${report.newPuroks} new puroks)`, `${checked.s.toFixed(1)} s`],
      ['import (checked again and written in one transaction)', `${ended.s.toFixed(1)} s`],
      ['total, upload to imported', `${total.toFixed(1)} s (target < 60 s: ${total < 60 ? 'met' : 'NOT met'})`],
    ];
    console.log('');
    for (const [figure, value] of rows) console.log(`${figure.padEnd(72)} ${value}`);
    console.log(`\nInhabitants added: ${added} (expected ${ROWS}); their audit entries: ${audited}; summary ${JSON.stringify(ended.value.summary)}`);
    if (added !== ROWS || audited !== ROWS) throw new Error('the counts do not match the file');

    // The exports of the whole registry (every inhabitant of the barangay, this run's and any before), streamed.
    console.log('');
    for (const format of ['csv', 'xlsx']) {
      const exported = await seconds(() => portal.get(`/api/registry/inhabitants.${format}`));
      if (exported.value.status !== 200) throw new Error(`the ${format} export answered ${exported.value.status}`);
      const size = (Buffer.byteLength(exported.value.text) / 1e6).toFixed(1);
      console.log(`${`export of all ${await count()} inhabitants as ${format.toUpperCase()} (about ${size} MB)`.padEnd(72)} ${exported.s.toFixed(1)} s`);
    }
  } finally {
    await portal.close();
    await rm(folder, { recursive: true, force: true });
  }
}

runBench(main);
