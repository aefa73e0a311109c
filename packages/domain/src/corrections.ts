// Residents' correction requests (Data Privacy Act, the right to rectification; docs/architecture.md#privacy-corrections):
// which of the profile's read-only details a resident may ask the barangay to correct, each detail's rule (the same as
// at registration), and what both sides say.
import { barangayToday, isPastCalendarDate } from './calendar';
import { RESIDENT_CHOICE_INVALID, RESIDENT_CHOICE_REQUIRED, RESIDENT_FIELDS, type RequiredTextRule } from './field-rules';
import { Gender } from './residents';
import { textProblem } from './text';
import { canonicalChoice, nameOf, type NameOf, type ValueOf } from './vocabulary';

/**
 * The Profile's "Personal Information" details a resident cannot change themselves (docs/rules/accounts.md#profile-screen).
 * GraphQL sends the names (LAST_NAME); the database and REST hold the values (last_name, as the REST profile names them).
 * Not the e-mail: it is the sign-in identity.
 */
export const CorrectableField = {
  NICKNAME: 'nickname',
  FIRST_NAME: 'first_name',
  MIDDLE_NAME: 'middle_name',
  LAST_NAME: 'last_name',
  GENDER: 'gender',
  BIRTHDATE: 'birthdate',
  BIRTH_PLACE: 'birth_place',
  RELIGION: 'religion',
} as const;
export type CorrectableField = ValueOf<typeof CorrectableField>;
export type CorrectableFieldName = NameOf<typeof CorrectableField>;

/** Where a correction request stands. */
export const CorrectionRequestStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
} as const;
export type CorrectionRequestStatus = ValueOf<typeof CorrectionRequestStatus>;
export type CorrectionRequestStatusName = NameOf<typeof CorrectionRequestStatus>;

export const CORRECTION_STATUS_LABELS: Readonly<Record<CorrectionRequestStatusName, string>> = {
  PENDING: 'Waiting for the barangay',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
  WITHDRAWN: 'Withdrawn',
};

/** How a detail's new value is entered and checked: free text under its registration rule, a choice, or a past date. */
export type CorrectionInput = { kind: 'text'; rule: RequiredTextRule } | { kind: 'choice'; choices: readonly string[] } | { kind: 'date' };

export interface CorrectableDetail {
  /** In a sentence: "Your correction of Last name was approved." */
  label: string;
  /** The GraphQL User field (and the account's property) that holds it. */
  profileField: 'nickname' | 'firstName' | 'middleName' | 'lastName' | 'gender' | 'birthdate' | 'birthPlace' | 'religion';
  input: CorrectionInput;
}

const text = (rule: RequiredTextRule): CorrectionInput => ({ kind: 'text', rule });

/** Each correctable detail, in the Profile's order: its label, where the profile holds it, and its registration rule. */
export const CORRECTABLE_DETAILS: Readonly<Record<CorrectableFieldName, CorrectableDetail>> = {
  NICKNAME: { label: 'Nickname', profileField: 'nickname', input: text(RESIDENT_FIELDS.nickname) },
  FIRST_NAME: { label: 'First name', profileField: 'firstName', input: text(RESIDENT_FIELDS.firstName) },
  MIDDLE_NAME: { label: 'Middle name', profileField: 'middleName', input: text(RESIDENT_FIELDS.middleName) },
  LAST_NAME: { label: 'Last name', profileField: 'lastName', input: text(RESIDENT_FIELDS.lastName) },
  GENDER: { label: 'Gender', profileField: 'gender', input: { kind: 'choice', choices: Object.values(Gender) } },
  BIRTHDATE: { label: 'Birthdate', profileField: 'birthdate', input: { kind: 'date' } },
  BIRTH_PLACE: { label: 'Birthplace', profileField: 'birthPlace', input: text(RESIDENT_FIELDS.birthPlace) },
  RELIGION: { label: 'Religion', profileField: 'religion', input: text(RESIDENT_FIELDS.religion) },
};

export const CORRECTABLE_FIELD_NAMES = Object.keys(CORRECTABLE_DETAILS) as CorrectableFieldName[];

/** The details a resident changes on their own profile (Edit Profile), by the names a request may give them. */
const EDITED_ON_PROFILE: Readonly<Record<string, string>> = {
  address: 'Address', contact_number: 'Contact number', civil_status: 'Civil status', is_voter: 'Voter status', is_employed: 'Employment status',
};

/** Why a correction is asked: the resident's words, shown to staff and kept with the decision. */
export const CORRECTION_REASON: RequiredTextRule = { max: 500, label: 'Reason', required: 'Say why the detail is wrong.', multiline: true };

/** Why staff did not approve: told to the resident. */
export const CORRECTION_REJECTION_REASON: RequiredTextRule = {
  max: 500, label: 'Reason', required: 'Say why the correction is not approved: the resident is told.', multiline: true,
};

export const CORRECTION_MESSAGES = {
  fieldRequired: 'Choose the detail to correct.',
  fieldUnknown: `Choose one of the details that are corrected by request: ${
    CORRECTABLE_FIELD_NAMES.map((name) => CORRECTABLE_DETAILS[name].label).join(', ')}.`,
  email: 'Your e-mail is how you sign in: it is not changed by a correction request. Ask at the barangay hall.',
  editedOnProfile: (label: string) => `${label} is changed on your profile (Edit Profile), not by a correction request.`,
  sameValue: 'That is already what your record says.',
  alreadyPending: (label: string) => `You already asked to correct ${label}. Wait for the barangay's decision, or withdraw that request first.`,
  notPending: 'This correction request was already decided or withdrawn.',
  notFound: 'Correction request not found.',
  residentMoved: 'The resident now belongs to another barangay: they can ask there for the correction.',
} as const;

/** The detail a request names, by its value (last_name) or its GraphQL name (LAST_NAME), in any letter case; undefined when none. */
export function correctableFieldOf(asked: string | null | undefined): CorrectableField | undefined {
  const byValue = canonicalChoice(asked, Object.values(CorrectableField));
  if (byValue) return byValue;
  const byName = canonicalChoice(asked, CORRECTABLE_FIELD_NAMES);
  return byName ? CorrectableField[byName] : undefined;
}

/** What is wrong with the detail a request names: nothing, or why it is not one corrected by request. */
export function correctableFieldProblem(asked: string | null | undefined): string | undefined {
  const given = (asked ?? '').trim();
  if (given === '') return CORRECTION_MESSAGES.fieldRequired;
  if (correctableFieldOf(given)) return undefined;
  // contactNumber, CONTACT_NUMBER and contact_number name the same detail.
  const key = given.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  if (key === 'email') return CORRECTION_MESSAGES.email;
  const edited = EDITED_ON_PROFILE[key];
  return edited ? CORRECTION_MESSAGES.editedOnProfile(edited) : CORRECTION_MESSAGES.fieldUnknown;
}

/** A detail's label and rule by its stored value: last_name is "Last name". */
export function correctableDetail(field: CorrectableField): CorrectableDetail {
  return CORRECTABLE_DETAILS[nameOf(CorrectableField, field)];
}

/**
 * What is wrong with `value` as the new value of `field`, as registration says it ("Last Name is required", "Gender must
 * be male or female.", "Birthdate must be a real date, ..."); undefined when it is acceptable. `today`: the barangay's.
 */
export function correctionValueProblem(field: CorrectableField, value: string, today: string = barangayToday()): string | undefined {
  const { input } = correctableDetail(field);
  const given = value.trim();
  if (input.kind === 'text') return given === '' ? input.rule.required : textProblem(value, input.rule);
  if (input.kind === 'choice') {
    if (given === '') return RESIDENT_CHOICE_REQUIRED.gender;
    return canonicalChoice(given, input.choices) ? undefined : RESIDENT_CHOICE_INVALID.gender;
  }
  if (given === '') return RESIDENT_CHOICE_REQUIRED.birthdate;
  return isPastCalendarDate(given, today) ? undefined : RESIDENT_CHOICE_INVALID.birthdate;
}

/** An acceptable new value as the record keeps it: trimmed, a choice in its own spelling (male). */
export function correctedValue(field: CorrectableField, value: string): string {
  const { input } = correctableDetail(field);
  const given = value.trim();
  return input.kind === 'choice' ? canonicalChoice(given, input.choices) ?? given : given;
}

/** Whether the new value is what the record already says (`current`: the profile's value, empty when it has none). */
export function sameAsRecord(field: CorrectableField, value: string, current: string | null | undefined): boolean {
  if (current == null) return false;
  const { input } = correctableDetail(field);
  // A choice in any spelling: the browser reads GraphQL's MALE where the record keeps male.
  const kept = input.kind === 'choice' ? canonicalChoice(current, input.choices) ?? current : current;
  return correctedValue(field, value) === kept;
}
