import {
  CIVIL_STATUS_LABELS, CivilStatus, Gender, INHABITANT_STATUS_LABELS, InhabitantSector, InhabitantStatus, nameOf,
  RELATIONSHIP_TO_HEAD_LABELS, RelationshipToHead, SEX_LABELS,
} from '@barangay-portal/domain';
import type { Household } from '../household.entity';
import type { Inhabitant } from '../inhabitant.entity';
import type { ReportHeading } from './report-heading';

/** What the DILG calls the form, and so the report. */
export const HOUSEHOLD_RECORD_TITLE = 'Household Record of Barangay Inhabitants';

/**
 * A household's record in the manner of the DILG's RBI Form B (Household Record of Barangay Inhabitants): the
 * household, then each member, every status, the head first. Both the PDF and the CSV are printed from it.
 */
export interface HouseholdRecord {
  heading: ReportHeading;
  householdNumber: string;
  address: string;
  purok: string;
  members: readonly MemberLine[];
}

/** One member as the form lists them: every value already in words ("Female", "Son or daughter"). */
export interface MemberLine {
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string;
  relationship: string;
  sex: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  /** Whole years on the day prepared; at death for the deceased. */
  age: number;
  birthPlace: string;
  civilStatus: string;
  citizenship: string;
  occupation: string;
  /** The sectors they are counted in, in the order of InhabitantSector; senior citizens by age. */
  sectors: readonly InhabitantSector[];
  /** "Living in the barangay", "Moved out on 2026-02-01", "Deceased on 2025-11-30". */
  status: string;
}


function sectorsOf(inhabitant: Inhabitant): InhabitantSector[] {
  const inSector: Readonly<Record<InhabitantSector, boolean>> = {
    [InhabitantSector.PWD]: inhabitant.isPwd,
    [InhabitantSector.SOLO_PARENT]: inhabitant.isSoloParent,
    [InhabitantSector.INDIGENOUS]: inhabitant.isIndigenous,
    [InhabitantSector.FOUR_PS]: inhabitant.is4Ps,
    [InhabitantSector.OUT_OF_SCHOOL_YOUTH]: inhabitant.isOutOfSchoolYouth,
    [InhabitantSector.SENIOR_CITIZEN]: inhabitant.isSeniorCitizen,
  };
  return Object.values(InhabitantSector).filter((sector) => inSector[sector]);
}

function statusOf(inhabitant: Inhabitant): string {
  const label = INHABITANT_STATUS_LABELS[nameOf(InhabitantStatus, inhabitant.status)];
  return inhabitant.statusDate ? `${label} on ${inhabitant.statusDate}` : label;
}

export function memberLine(inhabitant: Inhabitant): MemberLine {
  const relationship = inhabitant.relationshipToHead;
  return {
    lastName: inhabitant.lastName,
    firstName: inhabitant.firstName,
    middleName: inhabitant.middleName ?? '',
    suffix: inhabitant.suffix ?? '',
    relationship: relationship ? RELATIONSHIP_TO_HEAD_LABELS[nameOf(RelationshipToHead, relationship)] : '',
    sex: SEX_LABELS[nameOf(Gender, inhabitant.sex)],
    birthdate: inhabitant.birthdate,
    age: inhabitant.age,
    birthPlace: inhabitant.birthPlace,
    civilStatus: CIVIL_STATUS_LABELS[nameOf(CivilStatus, inhabitant.civilStatus)],
    citizenship: inhabitant.citizenship,
    occupation: inhabitant.occupation ?? '',
    sectors: sectorsOf(inhabitant),
    status: statusOf(inhabitant),
  };
}

/** The record of `household` and its `members` (in the registry's order: the head first). */
export function householdRecordOf(heading: ReportHeading, household: Household, members: readonly Inhabitant[]): HouseholdRecord {
  return {
    heading,
    householdNumber: household.householdNumber,
    address: household.address,
    purok: household.purok.name,
    members: members.map(memberLine),
  };
}
