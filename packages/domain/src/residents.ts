import type { NameOf, ValueOf } from './vocabulary';

export const Gender = { MALE: 'male', FEMALE: 'female' } as const;
export type Gender = ValueOf<typeof Gender>;

/** Registration offers single, married, separated, widowed; the profile offers single, married, widowed, divorced (docs/rules/accounts.md#profile-civil-status). */
export const CivilStatus = {
  SINGLE: 'single',
  MARRIED: 'married',
  SEPARATED: 'separated',
  WIDOWED: 'widowed',
  DIVORCED: 'divorced',
} as const;
export type CivilStatus = ValueOf<typeof CivilStatus>;

/** Sex and civil status in words ("Female", "Widowed"), by name: the registry's screens, exports and reports. */
export const SEX_LABELS: Readonly<Record<NameOf<typeof Gender>, string>> = { MALE: 'Male', FEMALE: 'Female' };

export const CIVIL_STATUS_LABELS: Readonly<Record<NameOf<typeof CivilStatus>, string>> = {
  SINGLE: 'Single', MARRIED: 'Married', SEPARATED: 'Separated', WIDOWED: 'Widowed', DIVORCED: 'Divorced',
};

export const REGISTRATION_CIVIL_STATUSES = [
  CivilStatus.SINGLE, CivilStatus.MARRIED, CivilStatus.SEPARATED, CivilStatus.WIDOWED,
] as const;

export const PROFILE_CIVIL_STATUSES: readonly CivilStatus[] = [
  CivilStatus.SINGLE, CivilStatus.MARRIED, CivilStatus.WIDOWED, CivilStatus.DIVORCED,
];

/**
 * The two readings of a resident's age group (docs/rules/dashboard.md#age-groups). The dashboard's cards: Teen under 20, Adult 20 to 59,
 * Senior Citizen 60 and over. The age chart: Teen 13 to 19, Adult 20 to 59, Senior 60 and over; residents
 * under 13 are in no group there.
 */
export const AGE_GROUPS = {
  chartTeenFrom: 13,
  adultFrom: 20,
  seniorFrom: 60,
} as const;
