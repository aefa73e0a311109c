// The Registry of Barangay Inhabitants (Local Government Code, sec. 394; docs/architecture.md#registry-of-inhabitants): inhabitants with or without an
// account, their households and puroks. What the server's inputs and the browser's forms both check and say.
import { RESIDENT_FIELDS, type RequiredTextRule } from './field-rules';
import { TEXT_LIMITS, type TextRule } from './text';
import type { NameOf, ValueOf } from './vocabulary';

/** Where an inhabitant stands. GraphQL sends the names (MOVED_OUT), the database the values (moved_out). */
export const InhabitantStatus = {
  LIVING: 'living',
  MOVED_OUT: 'moved_out',
  DECEASED: 'deceased',
} as const;
export type InhabitantStatus = ValueOf<typeof InhabitantStatus>;
export type InhabitantStatusName = NameOf<typeof InhabitantStatus>;

export const INHABITANT_STATUS_LABELS: Readonly<Record<InhabitantStatusName, string>> = {
  LIVING: 'Living in the barangay',
  MOVED_OUT: 'Moved out',
  DECEASED: 'Deceased',
};

/** The statuses that end a stay: each is kept with the date it happened. */
export type DatedInhabitantStatus = Exclude<InhabitantStatus, typeof InhabitantStatus.LIVING>;

export function isDatedInhabitantStatus(status: InhabitantStatus): status is DatedInhabitantStatus {
  return status !== InhabitantStatus.LIVING;
}

/** How a household member is related to its head, as the RBI form asks. */
export const RelationshipToHead = {
  HEAD: 'head',
  SPOUSE: 'spouse',
  CHILD: 'child',
  PARENT: 'parent',
  SIBLING: 'sibling',
  GRANDCHILD: 'grandchild',
  OTHER_RELATIVE: 'other_relative',
  NON_RELATIVE: 'non_relative',
} as const;
export type RelationshipToHead = ValueOf<typeof RelationshipToHead>;
export type RelationshipToHeadName = NameOf<typeof RelationshipToHead>;

export const RELATIONSHIP_TO_HEAD_LABELS: Readonly<Record<RelationshipToHeadName, string>> = {
  HEAD: 'Head of household',
  SPOUSE: 'Spouse',
  CHILD: 'Son or daughter',
  PARENT: 'Father or mother',
  SIBLING: 'Brother or sister',
  GRANDCHILD: 'Grandchild',
  OTHER_RELATIVE: 'Other relative',
  NON_RELATIVE: 'Not related',
};

/** A senior citizen from this age on (Republic Act 9994), read from the birthdate on the barangay's today. */
export const SENIOR_CITIZEN_AGE = 60;

/** The sectors barangays report on, as flags kept on the inhabitant (seniors are counted by age instead). */
export const InhabitantSector = {
  PWD: 'pwd',
  SOLO_PARENT: 'solo_parent',
  INDIGENOUS: 'indigenous',
  FOUR_PS: 'four_ps',
  OUT_OF_SCHOOL_YOUTH: 'out_of_school_youth',
  SENIOR_CITIZEN: 'senior_citizen',
} as const;
export type InhabitantSector = ValueOf<typeof InhabitantSector>;
export type InhabitantSectorName = NameOf<typeof InhabitantSector>;

export const INHABITANT_SECTOR_LABELS: Readonly<Record<InhabitantSectorName, string>> = {
  PWD: 'Person with disability',
  SOLO_PARENT: 'Solo parent',
  INDIGENOUS: 'Indigenous people',
  FOUR_PS: '4Ps beneficiary',
  OUT_OF_SCHOOL_YOUTH: 'Out-of-school youth',
  SENIOR_CITIZEN: `Senior citizen (${SENIOR_CITIZEN_AGE} and over)`,
};

/** What a citizen of the Philippines is written as: the registry's default citizenship. */
export const DEFAULT_CITIZENSHIP = 'Filipino';

const requiredRule = (max: number, label: string, required: string): RequiredTextRule => ({ max, label, required });

/** An inhabitant's and a household's text fields; names, address and birthplace read as they do on a resident's profile. */
export const REGISTRY_FIELDS = {
  lastName: RESIDENT_FIELDS.lastName,
  firstName: RESIDENT_FIELDS.firstName,
  middleName: { max: TEXT_LIMITS.name, label: 'Middle Name' } satisfies TextRule,
  suffix: { max: 10, label: 'Suffix' } satisfies TextRule,
  birthPlace: RESIDENT_FIELDS.birthPlace,
  citizenship: requiredRule(TEXT_LIMITS.name, 'Citizenship', 'Citizenship is required'),
  occupation: { max: TEXT_LIMITS.name, label: 'Occupation' } satisfies TextRule,
  address: RESIDENT_FIELDS.address,
  householdNumber: requiredRule(30, 'Household number', 'Household number is required'),
  purokName: requiredRule(TEXT_LIMITS.name, 'Purok or sitio', 'Purok or sitio is required'),
} as const;

export const REGISTRY_MESSAGES = {
  oneHead: 'A household has one head.',
  relationshipRequired: 'Give how the inhabitant is related to the head of the household.',
  relationshipWithoutHousehold: 'Only a household member has a relationship to its head.',
  statusDateRequired: {
    moved_out: 'Give the date the inhabitant moved out.',
    deceased: 'Give the date of death.',
  } satisfies Readonly<Record<DatedInhabitantStatus, string>>,
  statusDateNotLiving: 'An inhabitant living in the barangay has no status date.',
  statusDateInFuture: 'The date cannot be in the future.',
  statusDateBeforeBirth: 'The date cannot be before the birthdate.',
  householdNumberTaken: 'Another household has this number.',
  purokNameTaken: 'Another purok or sitio has this name.',
  purokRequired: 'Choose the purok or sitio.',
  householdRequired: 'Choose the household.',
  sexRequired: 'Sex is required',
  civilStatusRequired: 'Civil Status is required',
  birthdateInvalid: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.',
  birthdateRequired: 'Birthdate is required',
  alreadyLinked: 'The resident or the inhabitant is already linked to someone else.',
  notLinked: 'The resident is not linked to an inhabitant.',
  notTheSamePerson: "The inhabitant's names and birthdate are not the resident's, or the inhabitant has died.",
  notVerified: "Approve the resident's valid ID before linking them to the registry.",
} as const;
