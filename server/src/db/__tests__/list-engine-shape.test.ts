import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every list of the portal is paged, sorted and counted by one engine, db/list-query.ts: one order with its tie-break,
// one window, one way to count the total. This test fails when a module (or a shared helper) cuts a page another way.

const SERVER_SRC = path.resolve(__dirname, '../..');
const SCANNED = ['modules', 'common', 'db'].map((folder) => path.join(SERVER_SRC, folder));
const ENGINE = path.join(SERVER_SRC, 'db', 'list-query.ts');
// Not lists: the scale seeds fill a benchmark's database, and migrations change the schema.
const NOT_LISTS = [path.join(SERVER_SRC, 'db', 'seeds'), path.join(SERVER_SRC, 'db', 'migrations')];

/** What cuts or counts a page outside the engine, and why each is refused. */
const OTHER_WAYS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\.skip\(|\bskip:/, what: "TypeORM's skip" },
  { pattern: /\.offset\(/, what: "a query builder's offset" },
  { pattern: /\bOFFSET\b/, what: 'an SQL OFFSET' },
  { pattern: /\bfindAndCount(By)?\b|\bgetManyAndCount\b/, what: "TypeORM's find-and-count" },
  { pattern: /count\(\*\)\s*OVER\b/i, what: 'a window-function total' },
  { pattern: /\b(sortedPage|pageOf)\b|sorted-page/, what: 'a former page helper' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || NOT_LISTS.includes(file) ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && file !== ENGINE ? [file] : [];
  });
}

/** A line of code, not of a comment (a comment may name what the code does not do). */
function isCode(line: string): boolean {
  const text = line.trim();
  return !(text.startsWith('//') || text.startsWith('*') || text.startsWith('/*'));
}

it('pages every list through db/list-query.ts', () => {
  const found: string[] = [];
  for (const file of SCANNED.flatMap(sourceFiles)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (!isCode(line)) return;
      for (const { pattern, what } of OTHER_WAYS) {
        if (pattern.test(line)) found.push(`${path.relative(SERVER_SRC, file)}:${index + 1} pages with ${what}: ${line.trim()}`);
      }
    });
  }
  const advice = 'Page, sort and count lists with listPage/listAll/listFirst of db/list-query.ts (queryList or sqlList), not another way:';
  expect(found.length === 0 ? '' : `${advice}\n${found.join('\n')}`).toBe('');
});

it('scans the services it guards', () => {
  // A scan that found no file (a moved folder) would pass whatever the services do.
  const scanned = SCANNED.flatMap(sourceFiles).map((file) => path.relative(SERVER_SRC, file));
  expect(scanned).toEqual(expect.arrayContaining([
    path.join('modules', 'registry', 'registry.service.ts'), path.join('modules', 'accounts', 'resident-registry.ts'),
  ]));
});
