import { CivilStatus, Gender, IMPORT_MESSAGES, InhabitantImportField as F, RelationshipToHead } from '@barangay-portal/domain';
import { validateSync } from 'class-validator';
import { toFieldErrors } from '../../../common/validate-input';
import { InhabitantInput } from '../registry.inputs';
import { civilStatusOf, dateOf, flagOf, relationshipOf, sexOf } from './cell-values';
import { labelOf, type Mapping } from './column-mapping';
import { placementProblem } from '../placement-rule';
import type { SheetRow } from './spreadsheet';

/** An inhabitant as a row gives them, in the registry's vocabularies: what the import inserts. */
export interface ImportedPerson {
  lastName: string;
  firstName: string;
  middleName: string | null;
  suffix: string | null;
  sex: Gender;
  birthdate: string;
  birthPlace: string;
  civilStatus: CivilStatus;
  citizenship: string | undefined;
  occupation: string | null;
  isPwd: boolean;
  isSoloParent: boolean;
  isIndigenous: boolean;
  is4Ps: boolean;
  isOutOfSchoolYouth: boolean;
}

/** One row read: the person, where they live as the row says, and its number in the spreadsheet. */
export interface ImportedRow {
  readonly line: number;
  readonly person: ImportedPerson;
  /** The household number as written; null for none. */
  readonly householdNumber: string | null;
  readonly relationship: RelationshipToHead | null;
  readonly purok: string | null;
  readonly address: string | null;
}

/** A problem of a row (its spreadsheet number), in a column (by field); a problem of the file has no row. */
export interface RowProblem {
  readonly line: number;
  readonly field: F | null;
  readonly message: string;
}

/** InhabitantInput's properties, by the field of the file that fills each. */
const INPUT_FIELDS: Readonly<Record<string, F>> = {
  lastName: F.LAST_NAME, firstName: F.FIRST_NAME, middleName: F.MIDDLE_NAME, suffix: F.SUFFIX, address: F.ADDRESS, sex: F.SEX,
  birthdate: F.BIRTHDATE, birthPlace: F.BIRTH_PLACE, civilStatus: F.CIVIL_STATUS, citizenship: F.CITIZENSHIP, occupation: F.OCCUPATION,
  isPwd: F.PWD, isSoloParent: F.SOLO_PARENT, isIndigenous: F.INDIGENOUS, is4Ps: F.FOUR_PS, isOutOfSchoolYouth: F.OUT_OF_SCHOOL_YOUTH,
};

const SECTOR_FIELDS = [
  ['isPwd', F.PWD], ['isSoloParent', F.SOLO_PARENT], ['isIndigenous', F.INDIGENOUS], ['is4Ps', F.FOUR_PS], ['isOutOfSchoolYouth', F.OUT_OF_SCHOOL_YOUTH],
] as const;

const orNull = (text: string): string | null => (text === '' ? null : text);

/**
 * Reads every row by the mapping, checking each with the rules the registry's create path checks an inhabitant with
 * (InhabitantInput's, the placement rule); the household rules need the whole file and the registry (household-plan.ts).
 */
export function readRows(rows: readonly SheetRow[], mapping: Mapping): { rows: ImportedRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const read = rows.map((row) => readRow(row, mapping, problems));
  return { rows: read, problems };
}

function readRow(row: SheetRow, mapping: Mapping, problems: RowProblem[]): ImportedRow {
  const cell = (field: F): string => {
    const column = mapping.get(field);
    return column === undefined ? '' : (row.cells[column] ?? '');
  };
  const flags = Object.fromEntries(SECTOR_FIELDS.map(([property, field]) => {
    const flag = flagOf(cell(field));
    if (flag === null) problems.push({ line: row.line, field, message: IMPORT_MESSAGES.yesOrNo(labelOf(field)) });
    return [property, flag ?? false];
  })) as Pick<ImportedPerson, (typeof SECTOR_FIELDS)[number][0]>;
  const person: ImportedPerson = {
    lastName: cell(F.LAST_NAME), firstName: cell(F.FIRST_NAME), middleName: orNull(cell(F.MIDDLE_NAME)), suffix: orNull(cell(F.SUFFIX)),
    sex: sexOf(cell(F.SEX)) as Gender, birthdate: dateOf(cell(F.BIRTHDATE)), birthPlace: cell(F.BIRTH_PLACE),
    civilStatus: civilStatusOf(cell(F.CIVIL_STATUS)) as CivilStatus, citizenship: orNull(cell(F.CITIZENSHIP)) ?? undefined,
    occupation: orNull(cell(F.OCCUPATION)), ...flags,
  };
  const address = orNull(cell(F.ADDRESS));
  checkAsTheRegistryDoes(row.line, person, address, problems);
  const householdNumber = orNull(cell(F.HOUSEHOLD_NUMBER));
  const relationship = readRelationship(row.line, cell(F.RELATIONSHIP_TO_HEAD), problems);
  const placement = placementProblem(householdNumber !== null, cell(F.RELATIONSHIP_TO_HEAD) !== '');
  if (placement) problems.push({ line: row.line, field: F.RELATIONSHIP_TO_HEAD, message: placement });
  const purok = orNull(cell(F.PUROK));
  if (purok !== null && householdNumber === null) problems.push({ line: row.line, field: F.PUROK, message: IMPORT_MESSAGES.purokWithoutHousehold });
  return { line: row.line, person, householdNumber, relationship, purok, address };
}

/** InhabitantInput's own rules (names, texts, sex, birthdate, civil status, ...), each message under its column. */
function checkAsTheRegistryDoes(line: number, person: ImportedPerson, address: string | null, problems: RowProblem[]): void {
  const input = Object.assign(new InhabitantInput(), person, { address });
  const errors = toFieldErrors(validateSync(input, { forbidUnknownValues: true }));
  for (const [property, [message]] of Object.entries(errors)) {
    problems.push({ line, field: INPUT_FIELDS[property] ?? null, message });
  }
}

function readRelationship(line: number, text: string, problems: RowProblem[]): RelationshipToHead | null {
  if (text === '') return null;
  const relationship = relationshipOf(text);
  if (relationship === null) problems.push({ line, field: F.RELATIONSHIP_TO_HEAD, message: IMPORT_MESSAGES.relationshipInvalid });
  return relationship;
}
