import {
  CIVIL_STATUS_LABELS, CivilStatus, Gender, INHABITANT_IMPORT_FIELDS, SEX_LABELS, INHABITANT_STATUS_LABELS, nameOf, RELATIONSHIP_TO_HEAD_LABELS,
} from '@barangay-portal/domain';
import type { SpreadsheetColumn } from '../../../common/spreadsheet';
import type { Household } from '../household.entity';
import type { Inhabitant } from '../inhabitant.entity';
import { InhabitantStatus, RelationshipToHead } from '../registry.enums';

// The exports' columns. An inhabitant's are headed as the import reads them (INHABITANT_IMPORT_FIELDS' first header),
// so an exported file goes back into another barangay's registry, or this one's after edits, with its mapping proposed.

const IMPORT = INHABITANT_IMPORT_FIELDS;

const sexLabel = (sex: Gender): string => SEX_LABELS[nameOf(Gender, sex)];
const civilStatusLabel = (status: CivilStatus): string => CIVIL_STATUS_LABELS[nameOf(CivilStatus, status)];
const relationshipLabel = (relationship: RelationshipToHead | null): string | null =>
  relationship === null ? null : RELATIONSHIP_TO_HEAD_LABELS[nameOf(RelationshipToHead, relationship)];

export const INHABITANT_COLUMNS: readonly SpreadsheetColumn<Inhabitant>[] = [
  { header: IMPORT.HOUSEHOLD_NUMBER.label, value: (row) => row.household?.householdNumber ?? null, width: 14 },
  { header: IMPORT.PUROK.label, value: (row) => row.household?.purok.name ?? null, width: 16 },
  { header: IMPORT.RELATIONSHIP_TO_HEAD.label, value: (row) => relationshipLabel(row.relationshipToHead), width: 18 },
  { header: IMPORT.LAST_NAME.label, value: (row) => row.lastName, width: 18 },
  { header: IMPORT.FIRST_NAME.label, value: (row) => row.firstName, width: 18 },
  { header: IMPORT.MIDDLE_NAME.label, value: (row) => row.middleName, width: 16 },
  { header: IMPORT.SUFFIX.label, value: (row) => row.suffix },
  { header: IMPORT.SEX.label, value: (row) => sexLabel(row.sex) },
  { header: IMPORT.BIRTHDATE.label, value: (row) => row.birthdate, date: true },
  { header: 'Age', value: (row) => row.age },
  { header: IMPORT.BIRTH_PLACE.label, value: (row) => row.birthPlace, width: 18 },
  { header: IMPORT.CIVIL_STATUS.label, value: (row) => civilStatusLabel(row.civilStatus) },
  { header: IMPORT.CITIZENSHIP.label, value: (row) => row.citizenship },
  { header: IMPORT.OCCUPATION.label, value: (row) => row.occupation, width: 18 },
  { header: IMPORT.ADDRESS.label, value: (row) => row.address, width: 28 },
  { header: IMPORT.PWD.label, value: (row) => row.isPwd },
  { header: IMPORT.SOLO_PARENT.label, value: (row) => row.isSoloParent },
  { header: IMPORT.INDIGENOUS.label, value: (row) => row.isIndigenous },
  { header: IMPORT.FOUR_PS.label, value: (row) => row.is4Ps },
  { header: IMPORT.OUT_OF_SCHOOL_YOUTH.label, value: (row) => row.isOutOfSchoolYouth },
  { header: 'Senior Citizen', value: (row) => row.isSeniorCitizen },
  { header: 'Status', value: (row) => INHABITANT_STATUS_LABELS[nameOf(InhabitantStatus, row.status)], width: 22 },
  { header: 'Status Date', value: (row) => row.statusDate, date: true },
];

/** A household with what its export shows of its members: its living head and how many live in it. */
export interface HouseholdRow {
  readonly household: Household;
  readonly head: string | null;
  readonly members: number;
}

export const HOUSEHOLD_COLUMNS: readonly SpreadsheetColumn<HouseholdRow>[] = [
  { header: IMPORT.HOUSEHOLD_NUMBER.label, value: (row) => row.household.householdNumber, width: 14 },
  { header: IMPORT.ADDRESS.label, value: (row) => row.household.address, width: 28 },
  { header: IMPORT.PUROK.label, value: (row) => row.household.purok.name, width: 16 },
  { header: 'Head of Household', value: (row) => row.head, width: 28 },
  { header: 'Members Living Here', value: (row) => row.members },
];
