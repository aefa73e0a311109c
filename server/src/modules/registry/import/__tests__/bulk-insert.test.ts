import type { EntityManager } from 'typeorm';
import { INSERT_BATCH_ROWS, insertImport } from '../bulk-insert';
import type { CheckedImport } from '../import-check';
import type { ImportedRow } from '../import-rows';

// The import writes its rows in batches of multi-row INSERTs (unnest), telling its progress after each: the count the
// wizard polls, written by the service from outside the import's transaction.

function rows(count: number): ImportedRow[] {
  return Array.from({ length: count }, (_, index) => ({
    line: index + 2, householdNumber: null, relationship: null, purok: null, address: null,
    person: {
      lastName: 'Santos', firstName: `Ana ${index}`, middleName: null, suffix: null, sex: 'female', birthdate: '1990-01-01', birthPlace: 'Malabon',
      civilStatus: 'single', citizenship: undefined, occupation: null, isPwd: false, isSoloParent: false, isIndigenous: false, is4Ps: false,
      isOutOfSchoolYouth: false,
    },
  }));
}

function checkedImportOf(count: number): CheckedImport {
  return {
    rows: rows(count), problems: [], duplicates: [],
    plan: { newPuroks: new Map(), newHouseholds: [], existingHouseholds: 0 },
    existing: { households: new Map(), puroks: new Map(), keyOf: (text) => text.toLowerCase() },
  };
}

it('inserts the inhabitants in batches of one statement each, reporting the rows written after each batch', async () => {
  const statements: Array<{ sql: string; parameters: unknown[] }> = [];
  const manager = { query: async (sql: string, parameters: unknown[]) => { statements.push({ sql, parameters }); return []; } } as unknown as EntityManager;
  const reported: number[] = [];
  const count = 2 * INSERT_BATCH_ROWS + 123;
  const summary = await insertImport(manager, 7, checkedImportOf(count), async (inserted) => { reported.push(inserted); });
  expect(summary).toEqual({ inhabitants: count, households: 0, puroks: 0 });
  expect(reported).toEqual([INSERT_BATCH_ROWS, 2 * INSERT_BATCH_ROWS, count]);
  expect(statements).toHaveLength(3);
  for (const statement of statements) expect(statement.sql).toMatch(/INSERT INTO inhabitant .* SELECT \$1, \* FROM unnest\(/s);
  // One array per column, as long as the batch; the barangay first; citizenship defaulted to Filipino.
  const [first] = statements;
  expect(first.parameters[0]).toBe(7);
  expect((first.parameters[1] as unknown[]).length).toBe(INSERT_BATCH_ROWS);
  expect((first.parameters[12] as unknown[])[0]).toBe('Filipino');
  expect((statements[2].parameters[4] as unknown[]).length).toBe(123);
});
