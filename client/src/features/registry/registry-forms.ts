/**
 * The registry's forms (docs/architecture.md#registry-of-inhabitants), checked by the shared rules and messages of
 * @barangay-portal/domain (REGISTRY_FIELDS, REGISTRY_MESSAGES); the server has the final word.
 */
import {
  barangayToday, DEFAULT_CITIZENSHIP, isCalendarDate, isPastCalendarDate, REGISTRY_FIELDS, REGISTRY_MESSAGES, type ErrorReason,
} from '@barangay-portal/domain';
import type {
  CivilStatus, Gender, HouseholdInput, InhabitantFieldsFragment, InhabitantInput, InhabitantStatus, MoveInhabitantInput, RelationshipToHead,
  SetInhabitantStatusInput, UpdateHouseholdInput, UpdateInhabitantInput,
} from '../../gql/graphql';
import { checked, optionalText, requiredChoice, requiredText, sameNames, unchecked, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';

export interface InhabitantForm {
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string;
  /** YYYY-MM-DD, '' until given. */
  birthdate: string;
  birthPlace: string;
  sex: Gender | '';
  civilStatus: CivilStatus | '';
  citizenship: string;
  occupation: string;
  /** Their own address; '' for the household's. */
  address: string;
  isPwd: boolean;
  isSoloParent: boolean;
  isIndigenous: boolean;
  is4Ps: boolean;
  isOutOfSchoolYouth: boolean;
  /** The household's id as the select holds it; '' for none. Adding only: a move is its own operation. */
  householdId: string;
  relationshipToHead: RelationshipToHead | '';
}

export const EMPTY_INHABITANT_FORM: InhabitantForm = {
  lastName: '', firstName: '', middleName: '', suffix: '', birthdate: '', birthPlace: '', sex: '', civilStatus: '',
  citizenship: DEFAULT_CITIZENSHIP, occupation: '', address: '',
  isPwd: false, isSoloParent: false, isIndigenous: false, is4Ps: false, isOutOfSchoolYouth: false,
  householdId: '', relationshipToHead: '',
};

/** The record as the edit form holds it; the household is left to Move. */
export const inhabitantFormOf = (record: InhabitantFieldsFragment): InhabitantForm => ({
  lastName: record.lastName,
  firstName: record.firstName,
  middleName: record.middleName ?? '',
  suffix: record.suffix ?? '',
  birthdate: record.birthdate,
  birthPlace: record.birthPlace,
  sex: record.sex,
  civilStatus: record.civilStatus,
  citizenship: record.citizenship,
  occupation: record.occupation ?? '',
  // The record's address is the household's when they have none of their own: only an own one is theirs to edit.
  address: record.household && record.address === record.household.address ? '' : (record.address ?? ''),
  isPwd: record.isPwd,
  isSoloParent: record.isSoloParent,
  isIndigenous: record.isIndigenous,
  is4Ps: record.is4Ps,
  isOutOfSchoolYouth: record.isOutOfSchoolYouth,
  householdId: '',
  relationshipToHead: '',
});

/**
 * A household and the relationship to its head go together, as the server says (REGISTRY_MESSAGES): the missing
 * half is named on the relationship, where the server puts it too.
 */
export function householdPairingProblem(householdId: string, relationshipToHead: string): string | undefined {
  if (householdId !== '' && relationshipToHead === '') return REGISTRY_MESSAGES.relationshipRequired;
  if (householdId === '' && relationshipToHead !== '') return REGISTRY_MESSAGES.relationshipWithoutHousehold;
  return undefined;
}

/** The inhabitant form's rules; `today` (YYYY-MM-DD) is the barangay's, as the server reads a birthdate against. */
export function inhabitantFormSchema(today: string = barangayToday()): FormSchema<InhabitantForm> {
  return z.object({
    lastName: requiredText(REGISTRY_FIELDS.lastName.required, REGISTRY_FIELDS.lastName),
    firstName: requiredText(REGISTRY_FIELDS.firstName.required, REGISTRY_FIELDS.firstName),
    middleName: optionalText(REGISTRY_FIELDS.middleName),
    suffix: optionalText(REGISTRY_FIELDS.suffix),
    birthdate: checked<string>((value) => {
      if (value.trim() === '') return REGISTRY_MESSAGES.birthdateRequired;
      return isPastCalendarDate(value, today) ? undefined : REGISTRY_MESSAGES.birthdateInvalid;
    }),
    birthPlace: requiredText(REGISTRY_FIELDS.birthPlace.required, REGISTRY_FIELDS.birthPlace),
    sex: requiredChoice<Gender>(REGISTRY_MESSAGES.sexRequired),
    civilStatus: requiredChoice<CivilStatus>(REGISTRY_MESSAGES.civilStatusRequired),
    citizenship: requiredText(REGISTRY_FIELDS.citizenship.required, REGISTRY_FIELDS.citizenship),
    occupation: optionalText(REGISTRY_FIELDS.occupation),
    address: optionalText(REGISTRY_FIELDS.address),
    isPwd: unchecked<boolean>(),
    isSoloParent: unchecked<boolean>(),
    isIndigenous: unchecked<boolean>(),
    is4Ps: unchecked<boolean>(),
    isOutOfSchoolYouth: unchecked<boolean>(),
    householdId: unchecked<string>(),
    relationshipToHead: unchecked<RelationshipToHead | ''>(),
  }).superRefine((form, context) => {
    const problem = householdPairingProblem(form.householdId, form.relationshipToHead);
    if (problem) context.addIssue({ code: 'custom', path: ['relationshipToHead'], message: problem });
  });
}

/** The record's own fields as sent: trimmed texts, empty optional texts as '' (the server keeps them empty). */
function recordOf(form: InhabitantForm) {
  // The schema refused an unchosen sex or civil status before this is called.
  return {
    lastName: form.lastName.trim(),
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    suffix: form.suffix.trim(),
    birthdate: form.birthdate,
    birthPlace: form.birthPlace.trim(),
    sex: form.sex as Gender,
    civilStatus: form.civilStatus as CivilStatus,
    citizenship: form.citizenship.trim(),
    occupation: form.occupation.trim(),
    address: form.address.trim(),
    isPwd: form.isPwd,
    isSoloParent: form.isSoloParent,
    isIndigenous: form.isIndigenous,
    is4Ps: form.is4Ps,
    isOutOfSchoolYouth: form.isOutOfSchoolYouth,
  };
}

const OPTIONAL_TEXTS = ['middleName', 'suffix', 'occupation', 'address'] as const;

/** A new inhabitant: empty optional texts left out (the address then is the household's), the household with its relationship or neither. */
export function toInhabitantInput(form: InhabitantForm): InhabitantInput {
  const record: Partial<ReturnType<typeof recordOf>> = recordOf(form);
  for (const name of OPTIONAL_TEXTS) if (record[name] === '') delete record[name];
  return {
    ...(record as InhabitantInput),
    ...(form.householdId !== '' && { householdId: Number(form.householdId), relationshipToHead: form.relationshipToHead as RelationshipToHead }),
  };
}

/** Only what the form changed, as UpdateInhabitantInput takes each field on its own; an emptied optional text is sent as ''. */
export function toUpdateInhabitantInput(id: number, before: InhabitantForm, after: InhabitantForm): UpdateInhabitantInput {
  const was = recordOf(before);
  const now = recordOf(after);
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter((name) => now[name] !== was[name]);
  return { id, ...Object.fromEntries(changed.map((name) => [name, now[name]])) };
}

/** The server's input fields are the form's. */
export const INHABITANT_SERVER_FIELDS = sameNames<InhabitantForm>(
  'lastName', 'firstName', 'middleName', 'suffix', 'birthdate', 'birthPlace', 'sex', 'civilStatus', 'citizenship', 'occupation', 'address',
  'householdId', 'relationshipToHead',
);

/** The refusal whose own message the registry's dialogs show: a household has one head, whichever field led to it. */
export const ONE_HEAD: readonly ErrorReason[] = ['HOUSEHOLD_HEAD_TAKEN'];

export interface MoveForm {
  /** '' for no household. */
  householdId: string;
  relationshipToHead: RelationshipToHead | '';
}

export const moveFormSchema: FormSchema<MoveForm> = z.object({
  householdId: unchecked<string>(),
  relationshipToHead: unchecked<RelationshipToHead | ''>(),
}).superRefine((form, context) => {
  const problem = householdPairingProblem(form.householdId, form.relationshipToHead);
  if (problem) context.addIssue({ code: 'custom', path: ['relationshipToHead'], message: problem });
});

export const toMoveInput = (id: number, form: MoveForm): MoveInhabitantInput => (form.householdId === ''
  ? { id, householdId: null }
  : { id, householdId: Number(form.householdId), relationshipToHead: form.relationshipToHead as RelationshipToHead });

export const MOVE_SERVER_FIELDS = sameNames<MoveForm>('householdId', 'relationshipToHead');

export interface StatusForm {
  status: InhabitantStatus;
  /** YYYY-MM-DD for moved out or deceased; ignored while living here. */
  date: string;
}

/** Moved out and deceased carry their date, not in the future (REGISTRY_MESSAGES); the server also checks it against the birthdate. */
export function statusFormSchema(today: string = barangayToday()): FormSchema<StatusForm> {
  return z.object({
    status: unchecked<InhabitantStatus>(),
    date: unchecked<string>(),
  }).superRefine((form, context) => {
    if (form.status === 'LIVING') return;
    const message = form.date.trim() === ''
      ? REGISTRY_MESSAGES.statusDateRequired[form.status === 'MOVED_OUT' ? 'moved_out' : 'deceased']
      : !isCalendarDate(form.date) || form.date > today ? REGISTRY_MESSAGES.statusDateInFuture : undefined;
    if (message) context.addIssue({ code: 'custom', path: ['date'], message });
  });
}

export const toStatusInput = (id: number, form: StatusForm): SetInhabitantStatusInput =>
  (form.status === 'LIVING' ? { id, status: form.status } : { id, status: form.status, date: form.date });

export const STATUS_SERVER_FIELDS = sameNames<StatusForm>('status', 'date');

export interface HouseholdForm {
  householdNumber: string;
  address: string;
  /** The purok's id as the select holds it; '' until chosen. */
  purokId: string;
}

export const EMPTY_HOUSEHOLD_FORM: HouseholdForm = { householdNumber: '', address: '', purokId: '' };

export const householdFormSchema: FormSchema<HouseholdForm> = z.object({
  householdNumber: requiredText(REGISTRY_FIELDS.householdNumber.required, REGISTRY_FIELDS.householdNumber),
  address: requiredText(REGISTRY_FIELDS.address.required, REGISTRY_FIELDS.address),
  purokId: requiredChoice<string>(REGISTRY_MESSAGES.purokRequired),
});

export const toHouseholdInput = (form: HouseholdForm): HouseholdInput => ({
  householdNumber: form.householdNumber.trim(), address: form.address.trim(), purokId: Number(form.purokId),
});

/** Only what the form changed. */
export function toUpdateHouseholdInput(id: number, before: HouseholdForm, after: HouseholdForm): UpdateHouseholdInput {
  const was = toHouseholdInput(before);
  const now = toHouseholdInput(after);
  const changed = (Object.keys(now) as (keyof HouseholdInput)[]).filter((name) => now[name] !== was[name]);
  return { id, ...Object.fromEntries(changed.map((name) => [name, now[name]])) };
}

export const HOUSEHOLD_SERVER_FIELDS = sameNames<HouseholdForm>('householdNumber', 'address', 'purokId');

export interface PurokForm {
  name: string;
}

export const purokFormSchema: FormSchema<PurokForm> = z.object({
  name: requiredText(REGISTRY_FIELDS.purokName.required, REGISTRY_FIELDS.purokName),
});

export const PUROK_SERVER_FIELDS = sameNames<PurokForm>('name');
