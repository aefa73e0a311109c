import {
  CityRole, CivilStatus, Gender, PASSWORD_MESSAGES, PROFILE_CIVIL_STATUSES, REGISTRATION_CIVIL_STATUSES, RESIDENT_CHOICE_INVALID,
  RESIDENT_CHOICE_REQUIRED,
} from '@barangay-portal/domain';
import { registerEnumType } from 'type-graphql';
import { registerDescribedEnum } from '../../common/graphql-enum';

// Gender and civil status, and which civil statuses registration and the profile offer, are shared with
// the browser's forms; GraphQL knows them by the names registered below.
export { CityRole, CivilStatus, Gender, PROFILE_CIVIL_STATUSES, REGISTRATION_CIVIL_STATUSES };

registerDescribedEnum(CityRole, 'CityRole', 'An office of the city level, which oversees every barangay of the install.', {
  CITY_ADMINISTRATOR: 'City Administrator: the roll-up, new barangays and their first Punong Barangay, and the city accounts.',
  ABC_PRESIDENT: 'President of the Association of Barangay Captains: reads the roll-up.',
  DILG_OFFICER: 'DILG field officer: reads the roll-up.',
});

/** How a list of allowed values reads in an error message: "single, married, widowed, divorced". */
const listed = (values: readonly string[]): string => values.join(', ');

/** The message for a missing value (docs/rules/accounts.md#registration-messages), and what a value that was given but is not acceptable hears. */
export const FIELD_MESSAGES = {
  gender: { required: RESIDENT_CHOICE_REQUIRED.gender, invalid: RESIDENT_CHOICE_INVALID.gender },
  registrationCivilStatus: {
    required: RESIDENT_CHOICE_REQUIRED.civilStatus, invalid: `Civil status must be one of ${listed(REGISTRATION_CIVIL_STATUSES)}.`,
  },
  profileCivilStatus: {
    required: RESIDENT_CHOICE_REQUIRED.civilStatus, invalid: `Civil status must be one of ${listed(PROFILE_CIVIL_STATUSES)}.`,
  },
  birthdate: { required: RESIDENT_CHOICE_REQUIRED.birthdate, invalid: RESIDENT_CHOICE_INVALID.birthdate },
  isVoter: { required: RESIDENT_CHOICE_REQUIRED.isVoter, invalid: 'Voter status must be true or false.' },
  isEmployed: { required: RESIDENT_CHOICE_REQUIRED.isEmployed, invalid: 'Employment status must be true or false.' },
  currentPassword: { required: PASSWORD_MESSAGES.currentRequired, wrong: 'The current password is not correct.' },
} as const;

export enum IdVerificationStatus {
  UNVERIFIED = 'unverified',
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** What an administrator may decide about a pending valid ID (docs/rules/id-verification.md#verification-decision). */
export enum IdVerificationOutcome {
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** The status each decision leaves the resident in. */
export const STATUS_AFTER: Record<IdVerificationOutcome, IdVerificationStatus> = {
  [IdVerificationOutcome.APPROVED]: IdVerificationStatus.APPROVED,
  [IdVerificationOutcome.REJECTED]: IdVerificationStatus.REJECTED,
};

/** A language the portal speaks, as GraphQL names it (docs/architecture/languages.md#choosing). */
export enum Language {
  EN = 'en',
  FIL = 'fil',
}

registerDescribedEnum(Language, 'Language', 'A language the portal speaks.', {
  EN: 'English, as the spec writes it.',
  FIL: 'Filipino.',
});

export enum UserType {
  RESIDENT = 'resident',
  ADMIN = 'admin',
}

registerEnumType(Gender, { name: 'Gender', description: 'Gender as registered: male or female.' });
registerEnumType(CivilStatus, {
  name: 'CivilStatus',
  description: 'Civil status. Registration accepts SINGLE, MARRIED, SEPARATED, WIDOWED; the profile SINGLE, MARRIED, WIDOWED, DIVORCED.',
});
registerEnumType(IdVerificationStatus, {
  name: 'IdVerificationStatus',
  description: 'Valid-ID verification: UNVERIFIED until an ID is uploaded, PENDING until an administrator decides.',
});
registerEnumType(IdVerificationOutcome, {
  name: 'IdVerificationOutcome',
  description: "An administrator's decision on a pending valid ID: APPROVED or REJECTED.",
  valuesConfig: {
    APPROVED: { description: 'The ID is accepted: the resident is verified.' },
    REJECTED: { description: 'The ID is refused: the resident may upload another.' },
  },
});
registerEnumType(UserType, { name: 'UserType', description: 'RESIDENT or ADMIN (administrator).' });
