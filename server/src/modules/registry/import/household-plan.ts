import { IMPORT_MESSAGES, InhabitantImportField as F, REGISTRY_MESSAGES, RelationshipToHead } from '@barangay-portal/domain';
import { validateSync } from 'class-validator';
import { toFieldErrors } from '../../../common/validate-input';
import { HouseholdInput, PurokInput } from '../registry.inputs';
import type { ImportedRow, RowProblem } from './import-rows';

/** A household of the barangay the file names, as the registry holds it. */
export interface ExistingHousehold {
  readonly id: number;
  readonly number: string;
  readonly address: string;
  readonly purokName: string;
  readonly purokKey: string;
  /** It has a head living in the barangay already: the file cannot name another. */
  readonly hasLivingHead: boolean;
}

/** What the registry holds of what the file names: households and puroks by their key (the database's lower case). */
export interface ExistingRecords {
  readonly households: ReadonlyMap<string, ExistingHousehold>;
  readonly puroks: ReadonlyMap<string, { readonly id: number; readonly name: string }>;
  /** A household number's or purok name's key, as the database's unique indexes compare them (lower()). */
  readonly keyOf: (text: string) => string;
}

export interface NewHousehold {
  readonly key: string;
  readonly number: string;
  readonly address: string;
  readonly purokKey: string;
}

/** The households and puroks the import adds, and the ones its rows join. */
export interface HouseholdPlan {
  readonly newPuroks: ReadonlyMap<string, string>;
  readonly newHouseholds: readonly NewHousehold[];
  readonly existingHouseholds: number;
}

/** HouseholdInput's and PurokInput's properties, by the field of the file that gives each. */
const HOUSEHOLD_FIELDS: Readonly<Record<string, F>> = { householdNumber: F.HOUSEHOLD_NUMBER, address: F.ADDRESS, purokId: F.PUROK, name: F.PUROK };

/** Stands for the purok's id in HouseholdInput's check: the purok is named, and made by the import when missing. */
const NAMED_PUROK = 1;

/**
 * The households of the file, checked as a whole: a household named by number joins the barangay's household of that
 * number, or is added with the first address and purok its rows give (checked by HouseholdInput's and PurokInput's
 * rules), its purok added when the barangay has none of that name. Its rows must not name another purok, and it has
 * one living head: none other in the file, nor one already in the registry.
 */
export function planHouseholds(rows: readonly ImportedRow[], existing: ExistingRecords, problems: RowProblem[]): HouseholdPlan {
  const newPuroks = new Map<string, string>();
  const newHouseholds: NewHousehold[] = [];
  let existingHouseholds = 0;
  for (const [key, members] of householdsOf(rows, existing.keyOf)) {
    const found = existing.households.get(key);
    checkHeads(members, found?.hasLivingHead ?? false, problems);
    if (found) {
      existingHouseholds += 1;
      checkPuroks(members, found.number, found.purokName, found.purokKey, existing.keyOf, problems);
      continue;
    }
    const planned = newHousehold(key, members, existing.keyOf, problems);
    newHouseholds.push(planned);
    if (planned.purokKey !== '' && !existing.puroks.has(planned.purokKey) && !newPuroks.has(planned.purokKey)) {
      newPuroks.set(planned.purokKey, members.find((row) => row.purok !== null)?.purok ?? '');
    }
  }
  return { newPuroks, newHouseholds, existingHouseholds };
}

/** The rows of each household number, in the file's order. */
function householdsOf(rows: readonly ImportedRow[], keyOf: (text: string) => string): Map<string, ImportedRow[]> {
  const households = new Map<string, ImportedRow[]>();
  for (const row of rows) {
    if (row.householdNumber === null) continue;
    const key = keyOf(row.householdNumber);
    const members = households.get(key);
    if (members) members.push(row);
    else households.set(key, [row]);
  }
  return households;
}

/** One living head: a second head row, or a head row where the household has a head already, is refused. */
function checkHeads(members: readonly ImportedRow[], hasLivingHead: boolean, problems: RowProblem[]): void {
  const heads = members.filter((row) => row.relationship === RelationshipToHead.HEAD);
  for (const row of hasLivingHead ? heads : heads.slice(1)) {
    problems.push({ line: row.line, field: F.RELATIONSHIP_TO_HEAD, message: REGISTRY_MESSAGES.oneHead });
  }
}

/** A household is in one purok: a row naming another is refused (an empty cell is the household's). */
function checkPuroks(
  members: readonly ImportedRow[], number: string, purokName: string, purokKey: string, keyOf: (text: string) => string, problems: RowProblem[],
): void {
  for (const row of members) {
    if (row.purok !== null && keyOf(row.purok) !== purokKey) {
      problems.push({ line: row.line, field: F.PUROK, message: IMPORT_MESSAGES.householdPurokDiffers(number, purokName) });
    }
  }
}

/** A household the import adds, from its first rows' number, address and purok, checked by the registry's input rules. */
function newHousehold(key: string, members: readonly ImportedRow[], keyOf: (text: string) => string, problems: RowProblem[]): NewHousehold {
  const [first] = members;
  const number = first.householdNumber ?? '';
  const address = members.find((row) => row.address !== null)?.address ?? '';
  const purok = members.find((row) => row.purok !== null)?.purok ?? null;
  const household = Object.assign(new HouseholdInput(), { householdNumber: number, address, purokId: purok === null ? 0 : NAMED_PUROK });
  addInputProblems(first.line, validateSync(household), problems);
  if (purok !== null) {
    addInputProblems(first.line, validateSync(Object.assign(new PurokInput(), { name: purok })), problems);
    checkPuroks(members, number, purok, keyOf(purok), keyOf, problems);
  }
  return { key, number, address, purokKey: purok === null ? '' : keyOf(purok) };
}

function addInputProblems(line: number, errors: Parameters<typeof toFieldErrors>[0], problems: RowProblem[]): void {
  for (const [property, [message]] of Object.entries(toFieldErrors(errors))) {
    problems.push({ line, field: HOUSEHOLD_FIELDS[property] ?? F.HOUSEHOLD_NUMBER, message });
  }
}
