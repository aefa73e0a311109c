import type { InhabitantImportField } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import { labelOf, type Mapping } from './column-mapping';
import { probableDuplicates } from './duplicates';
import { planHouseholds, type ExistingHousehold, type ExistingRecords, type HouseholdPlan } from './household-plan';
import { readRows, type ImportedRow, type RowProblem } from './import-rows';
import type { ImportProblem, ProbableDuplicate } from './import.types';
import type { SheetRow } from './spreadsheet';

/** A file's rows checked against the registry: what the import would write, and everything that stops it. */
export interface CheckedImport {
  readonly rows: readonly ImportedRow[];
  readonly plan: HouseholdPlan;
  readonly existing: ExistingRecords;
  /** Every problem, by row and column; the import writes nothing while there is one. */
  readonly problems: readonly ImportProblem[];
  readonly duplicates: readonly ProbableDuplicate[];
}

/** What the file is read with: its headers (a problem names its column by them), rows and chosen mapping. */
export interface ImportFile {
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
  readonly mapping: Mapping;
}

/**
 * Checks every row as the import would write it, with `manager`: the dry run's own reads, or the import's transaction,
 * which passes `lock` so the households its rows join keep their heads until it commits (as the registry's own
 * placements lock them).
 */
export async function checkImport(
  manager: EntityManager, barangayId: number, file: ImportFile, { lock = false }: { lock?: boolean } = {},
): Promise<CheckedImport> {
  const { rows, problems } = readRows(file.rows, file.mapping);
  const existing = await existingRecords(manager, barangayId, rows, lock);
  const plan = planHouseholds(rows, existing, problems);
  const duplicates = await probableDuplicates(manager, barangayId, rows);
  return { rows, plan, existing, problems: reported(problems, file), duplicates };
}

/** The problems by row, each once, each column named by its header (a field without a column by its label). */
function reported(problems: readonly RowProblem[], file: ImportFile): ImportProblem[] {
  const columnOf = (field: InhabitantImportField | null): string | null => {
    if (field === null) return null;
    const column = file.mapping.get(field);
    return column === undefined ? labelOf(field) : (file.headers[column] ?? labelOf(field));
  };
  const seen = new Set<string>();
  const unique = problems.filter((problem) => {
    const key = `${problem.line}\u001f${problem.field}\u001f${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.line - b.line).map((problem) => ({ row: problem.line, column: columnOf(problem.field), message: problem.message }));
}

interface HouseholdRow {
  id: number;
  household_number: string;
  key: string;
  address: string;
  purok_name: string;
  purok_key: string;
  has_head: boolean;
}

/** The barangay's puroks and the households the rows name, keyed as the unique indexes compare them. */
async function existingRecords(manager: EntityManager, barangayId: number, rows: readonly ImportedRow[], lock: boolean): Promise<ExistingRecords> {
  const numbers = new Set(rows.flatMap((row) => (row.householdNumber === null ? [] : [row.householdNumber])));
  const purokNames = new Set(rows.flatMap((row) => (row.purok === null ? [] : [row.purok])));
  const keyOf = await databaseKeys(manager, [...numbers, ...purokNames]);
  const households: HouseholdRow[] = numbers.size === 0 ? [] : await manager.query(`
    SELECT h.id, h.household_number, lower(h.household_number) AS key, h.address, p.name AS purok_name, lower(p.name) AS purok_key,
           EXISTS (SELECT 1 FROM inhabitant i WHERE i.household_id = h.id AND i.relationship_to_head = 'head' AND i.status = 'living') AS has_head
      FROM household h JOIN purok p ON p.id = h.purok_id
     WHERE h.barangay_id = $1 AND lower(h.household_number) = ANY ($2::text[])
     ${lock ? 'FOR UPDATE OF h' : ''}`, [barangayId, [...new Set([...numbers].map(keyOf))]]);
  const puroks: Array<{ id: number; name: string; key: string }> = await manager.query(
    'SELECT id, name, lower(name) AS key FROM purok WHERE barangay_id = $1', [barangayId]);
  return {
    households: new Map(households.map((row): [string, ExistingHousehold] => [row.key, {
      id: row.id, number: row.household_number, address: row.address, purokName: row.purok_name, purokKey: row.purok_key, hasLivingHead: row.has_head,
    }])),
    puroks: new Map(puroks.map((purok) => [purok.key, { id: purok.id, name: purok.name }])),
    keyOf,
  };
}

/**
 * Each text's key as the database's unique indexes compare household numbers and purok names (lower(), which under
 * some collations leaves letters such as Ñ as they are): asked of the database, so that the file and the registry are
 * compared as the indexes will.
 */
async function databaseKeys(manager: EntityManager, texts: string[]): Promise<(text: string) => string> {
  const keys = new Map<string, string>();
  if (texts.length > 0) {
    const rows: Array<{ text: string; key: string }> = await manager.query(
      'SELECT t AS text, lower(btrim(t)) AS key FROM unnest($1::text[]) AS t', [[...new Set(texts)]]);
    for (const row of rows) keys.set(row.text, row.key);
  }
  return (text) => keys.get(text) ?? text.trim().toLowerCase();
}
