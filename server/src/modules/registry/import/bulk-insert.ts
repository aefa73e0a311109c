import { DEFAULT_CITIZENSHIP } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import type { CheckedImport } from './import-check';
import type { ImportedRow } from './import-rows';
import type { ImportSummary } from './import.types';

/**
 * Rows per INSERT: each statement sends one array per column (unnest), so 5,000 inhabitants are one round trip and one
 * plan, and the progress record moves every few thousand rows. The audit trigger (FOR EACH ROW) still writes one
 * entry per inserted row, in the same transaction, under the staff member's name.
 */
export const INSERT_BATCH_ROWS = 5000;

/** Told after each batch how many inhabitants are written so far. */
export type ProgressReport = (inserted: number) => Promise<void>;

/**
 * Writes a checked import with `manager` (the import's audited transaction): the new puroks, then the new households,
 * then the inhabitants in batches, each joined to their household with their relationship to its head, living in the
 * barangay (as the registry's create path makes them), their own address kept only where it is not their household's.
 */
export async function insertImport(manager: EntityManager, barangayId: number, checked: CheckedImport, progress: ProgressReport): Promise<ImportSummary> {
  const purokIds = await insertPuroks(manager, barangayId, checked);
  const householdIds = await insertHouseholds(manager, barangayId, checked, purokIds);
  const newAddresses = new Map(checked.plan.newHouseholds.map((household) => [household.key, household.address]));
  const householdOf = (row: ImportedRow) => {
    if (row.householdNumber === null) return null;
    const key = checked.existing.keyOf(row.householdNumber);
    const existing = checked.existing.households.get(key);
    return existing ? { id: existing.id, address: existing.address } : { id: householdIds.get(key)!, address: newAddresses.get(key) ?? '' };
  };
  for (let start = 0; start < checked.rows.length; start += INSERT_BATCH_ROWS) {
    await insertInhabitants(manager, barangayId, checked.rows.slice(start, start + INSERT_BATCH_ROWS), householdOf);
    await progress(Math.min(start + INSERT_BATCH_ROWS, checked.rows.length));
  }
  return { inhabitants: checked.rows.length, households: checked.plan.newHouseholds.length, puroks: checked.plan.newPuroks.size };
}

/** The barangay's purok ids by key, the new ones added. */
async function insertPuroks(manager: EntityManager, barangayId: number, checked: CheckedImport): Promise<Map<string, number>> {
  const ids = new Map([...checked.existing.puroks].map(([key, purok]) => [key, purok.id]));
  if (checked.plan.newPuroks.size === 0) return ids;
  const added: Array<{ id: number; key: string }> = await manager.query(
    'INSERT INTO purok (barangay_id, name) SELECT $1, unnest($2::text[]) RETURNING id, lower(name) AS key',
    [barangayId, [...checked.plan.newPuroks.values()]]);
  for (const purok of added) ids.set(purok.key, purok.id);
  return ids;
}

/** The new households' ids by key. */
async function insertHouseholds(
  manager: EntityManager, barangayId: number, checked: CheckedImport, purokIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const households = checked.plan.newHouseholds;
  if (households.length === 0) return new Map();
  const added: Array<{ id: number; key: string }> = await manager.query(`
    INSERT INTO household (barangay_id, household_number, address, purok_id)
    SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int[])
    RETURNING id, lower(household_number) AS key`,
  [barangayId, households.map((h) => h.number), households.map((h) => h.address), households.map((h) => purokIds.get(h.purokKey)!)]);
  return new Map(added.map((household) => [household.key, household.id]));
}

/** The columns of `inhabitant` the import writes, each with its array type, in the order of `valuesOf`. */
const INHABITANT_COLUMNS: ReadonlyArray<readonly [column: string, type: string]> = [
  ['household_id', 'int'], ['relationship_to_head', 'relationship_to_head'], ['last_name', 'text'], ['first_name', 'text'],
  ['middle_name', 'text'], ['suffix', 'text'], ['address', 'text'], ['sex', 'user_gender'], ['birthdate', 'date'], ['birth_place', 'text'],
  ['civil_status', 'user_civil_status'], ['citizenship', 'text'], ['occupation', 'text'], ['is_pwd', 'boolean'], ['is_solo_parent', 'boolean'],
  ['is_indigenous', 'boolean'], ['is_4ps', 'boolean'], ['is_out_of_school_youth', 'boolean'],
];

const INSERT_INHABITANTS = `
  INSERT INTO inhabitant (barangay_id, ${INHABITANT_COLUMNS.map(([column]) => column).join(', ')})
  SELECT $1, * FROM unnest(${INHABITANT_COLUMNS.map(([, type], index) => `$${index + 2}::${type}[]`).join(', ')})`;

/** A row's values in INHABITANT_COLUMNS' order. */
function valuesOf(row: ImportedRow, household: { id: number; address: string } | null): unknown[] {
  const { person } = row;
  // Their household's address is theirs unless the row gives another.
  const ownAddress = row.address !== null && (household === null || !sameText(row.address, household.address)) ? row.address.trim() : null;
  return [
    household?.id ?? null, household ? row.relationship : null, person.lastName.trim(), person.firstName.trim(), person.middleName?.trim() ?? null,
    person.suffix?.trim() ?? null, ownAddress, person.sex, person.birthdate, person.birthPlace.trim(), person.civilStatus,
    person.citizenship?.trim() ?? DEFAULT_CITIZENSHIP, person.occupation?.trim() ?? null, person.isPwd, person.isSoloParent, person.isIndigenous,
    person.is4Ps, person.isOutOfSchoolYouth,
  ];
}

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

async function insertInhabitants(
  manager: EntityManager, barangayId: number, rows: readonly ImportedRow[], householdOf: (row: ImportedRow) => { id: number; address: string } | null,
): Promise<void> {
  const columns: unknown[][] = INHABITANT_COLUMNS.map(() => []);
  for (const row of rows) valuesOf(row, householdOf(row)).forEach((value, index) => columns[index].push(value));
  await manager.query(INSERT_INHABITANTS, [barangayId, ...columns]);
}
