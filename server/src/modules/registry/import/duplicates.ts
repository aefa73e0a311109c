import { isCalendarDate, nameKey } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import type { ImportedPerson, ImportedRow } from './import-rows';
import type { ProbableDuplicate } from './import.types';

/** An inhabitant of the barangay with a birthdate some row of the file has. */
interface Inhabitant {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  birthdate: string;
}

/** Family name, first name and birthdate as one person is recognised by (one person, once: same-person.ts). */
const personKey = (person: Pick<ImportedPerson, 'lastName' | 'firstName' | 'birthdate'>): string =>
  `${nameKey(person.lastName)}\u001f${nameKey(person.firstName)}\u001f${person.birthdate}`;

const fullName = (parts: ReadonlyArray<string | null | undefined>): string => parts.filter((part) => part && part.trim()).join(' ');

/**
 * The rows that are probably someone already there: an earlier row of the file, or an inhabitant of the barangay, with
 * the same family and first names and birthdate, whatever the letter case, accents or spacing. They do not stop the
 * import: two people may share a name and a birthday; the staff member looks and decides.
 */
export async function probableDuplicates(manager: EntityManager, barangayId: number, rows: readonly ImportedRow[]): Promise<ProbableDuplicate[]> {
  const named = rows.filter((row) => row.person.lastName !== '' && row.person.firstName !== '' && isCalendarDate(row.person.birthdate));
  const registry = await inhabitantsByKey(manager, barangayId, [...new Set(named.map((row) => row.person.birthdate))]);
  const earlier = new Map<string, number>();
  const duplicates: ProbableDuplicate[] = [];
  for (const row of named) {
    const key = personKey(row.person);
    const sameAsRow = earlier.get(key) ?? null;
    const inhabitant = registry.get(key) ?? null;
    if (sameAsRow === null) earlier.set(key, row.line);
    if (sameAsRow === null && inhabitant === null) continue;
    const { person } = row;
    duplicates.push({
      row: row.line, name: fullName([person.firstName, person.middleName, person.lastName, person.suffix]), birthdate: person.birthdate,
      sameAsRow, inhabitantId: inhabitant?.id ?? null,
      inhabitantName: inhabitant ? fullName([inhabitant.first_name, inhabitant.middle_name, inhabitant.last_name, inhabitant.suffix]) : null,
    });
  }
  return duplicates;
}

/**
 * The barangay's inhabitants born on these dates, by their person key. Read by birthdate and compared here: the
 * database has no accent-free comparison (no unaccent in the embedded PostgreSQL).
 */
async function inhabitantsByKey(manager: EntityManager, barangayId: number, birthdates: string[]): Promise<Map<string, Inhabitant>> {
  const found = new Map<string, Inhabitant>();
  if (birthdates.length === 0) return found;
  const inhabitants: Inhabitant[] = await manager.query(`
    SELECT id, first_name, middle_name, last_name, suffix, to_char(birthdate, 'YYYY-MM-DD') AS birthdate
      FROM inhabitant WHERE barangay_id = $1 AND birthdate = ANY ($2::date[]) ORDER BY id`, [barangayId, birthdates]);
  for (const inhabitant of inhabitants) {
    const key = personKey({ lastName: inhabitant.last_name, firstName: inhabitant.first_name, birthdate: inhabitant.birthdate });
    if (!found.has(key)) found.set(key, inhabitant);
  }
  return found;
}
