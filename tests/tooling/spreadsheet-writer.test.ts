// Every CSV and XLSX file the portal writes goes through its one formula-safe writer, server/src/common/spreadsheet.ts:
// a module that wrote its own (a roll-up's rows joined by hand, say) would let a name starting with "=" reach a
// spreadsheet as a formula. This reads the source and names any file that builds spreadsheet text itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const WRITER = 'server/src/common/spreadsheet.ts';

/** Reads uploaded workbooks (exceljs' streaming reader) and writes none: it may import exceljs. */
const EXCELJS_READER = 'server/src/modules/registry/import/spreadsheet.ts';

/**
 * The benchmark scripts (`npm run bench:*`) make the uploads they measure, as a spreadsheet program would save them;
 * the portal never serves what they write.
 */
const isBenchmark = (file: string) => file.startsWith('server/src/scripts/bench-');

/** What building a spreadsheet looks like in source, each with the files allowed to do it. */
const MARKERS: ReadonlyArray<{ what: string; pattern: RegExp; allowed: readonly string[] }> = [
  { what: 'imports csv-stringify', pattern: /from\s+['"]csv-stringify/, allowed: [WRITER] },
  { what: 'imports exceljs', pattern: /from\s+['"]exceljs['"]/, allowed: [WRITER, EXCELJS_READER] },
  { what: "names the CSV media type 'text/csv'", pattern: /['"`]text\/csv/, allowed: [WRITER] },
  { what: 'names the XLSX media type', pattern: /spreadsheetml\.sheet/, allowed: [WRITER] },
  // Express types an attachment by its name's extension: a file named .csv is sent as text/csv.
  { what: 'sends an attachment named .csv or .xlsx', pattern: /attachment\([^)]*\.(csv|xlsx)\b/, allowed: [] },
];

/** Production source of the server: test code is left out (it writes uploads and reads downloads). */
function serverSources(folder = path.join(repoRoot, 'server/src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(repoRoot, full)] : [];
  }).filter((file) => !isBenchmark(file));
}

/** "file: what it does" for every marker found outside the files allowed it. */
function offences(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const text = read(file);
    return MARKERS.filter((marker) => marker.pattern.test(text) && !marker.allowed.includes(file)).map((marker) => `${file}: ${marker.what}`);
  });
}

const readSource = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the one spreadsheet writer', () => {
  it('is the only server module that builds CSV or XLSX', () => {
    const files = serverSources();
    expect(files).toContain(WRITER);
    expect(files.length).toBeGreaterThan(200);
    expect(offences(files, readSource)).toEqual([]);
  });

  it('lets the registry import read workbooks only: it writes none', () => {
    expect(readSource(EXCELJS_READER)).toMatch(/WorkbookReader/);
    expect(readSource(EXCELJS_READER)).not.toMatch(/WorkbookWriter|addRow|writeBuffer|\.xlsx\.write/);
  });

  it('names a module that writes its own CSV, as the city roll-up once did', () => {
    const handMade = `import { stringify } from 'csv-stringify/sync';\nexport const csv = (rows: string[][]) => stringify(rows);`;
    const joined = "res.attachment('rollup.csv').send(rows.map((row) => row.join(',')).join('\\n'));";
    const fake: Record<string, string> = { 'server/src/modules/city/city-rollup.ts': handMade, 'server/src/modules/city/city.rest.ts': joined };
    expect(offences(Object.keys(fake), (file) => fake[file])).toEqual([
      'server/src/modules/city/city-rollup.ts: imports csv-stringify',
      'server/src/modules/city/city.rest.ts: sends an attachment named .csv or .xlsx',
    ]);
  });
});
