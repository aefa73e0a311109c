import {
  barangayToday, Gender as GenderValue, INVALID_EMAIL_MESSAGE, isEmailAddress, isUndeliverableEmail, PASSWORD_MESSAGES, passwordLengthProblem,
  PRIVACY_NOTICE_MESSAGES, UNDELIVERABLE_EMAIL_MESSAGE, REGISTRATION_CIVIL_STATUSES, RESIDENT_CHOICE_REQUIRED, RESIDENT_FIELDS, type Gender as GenderValueType,
} from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, fieldErrorsOf, requiredChoice, requiredText, unchecked, type FormSchema } from '../../ui';
import type { CivilStatus, Gender, RegisterInput } from '../../gql/graphql';
import type { AuthText } from './messages';

/**
 * The registration rules (docs/rules/accounts.md#registration) as pure functions. The e-mail pattern, the password lengths, the
 * choices and the calendar are shared with the server's RegisterInput (which has the final word). The
 * wizard only renders what these return.
 */

export type YesNo = 'yes' | 'no';

/** The lower-case choices (docs/rules/accounts.md#registration); the schema's enums are their upper-case spelling. */
export const GENDERS: readonly GenderValueType[] = Object.values(GenderValue);
export { REGISTRATION_CIVIL_STATUSES };
export type GenderChoice = GenderValueType;
export type RegistrationCivilStatus = (typeof REGISTRATION_CIVIL_STATUSES)[number];

/** The wizard's form: every answer as the control holds it ('' while unanswered). */
export interface RegisterForm {
  email: string;
  password: string;
  repeatPassword: string;
  nickname: string;
  middleName: string;
  lastName: string;
  firstName: string;
  gender: GenderChoice | '';
  address: string;
  birthdate: string;
  birthPlace: string;
  contactNumber: string;
  civilStatus: RegistrationCivilStatus | '';
  isEmployed: YesNo | '';
  isVoter: YesNo | '';
  religion: string;
  /** "I have read and agree to the privacy notice" (docs/architecture.md#privacy-notice). */
  privacyConsent: boolean;
}

export type RegisterField = keyof RegisterForm;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const EMPTY_REGISTER_FORM: RegisterForm = {
  email: '',
  password: '',
  repeatPassword: '',
  nickname: '',
  middleName: '',
  lastName: '',
  firstName: '',
  gender: '',
  address: '',
  birthdate: '',
  birthPlace: '',
  contactNumber: '',
  civilStatus: '',
  isEmployed: '',
  isVoter: '',
  religion: '',
  privacyConsent: false,
};

/** The fields of each wizard step, in the order (docs/rules/accounts.md#registration-wizard). */
export const REGISTER_STEPS: readonly (readonly RegisterField[])[] = [
  ['email', 'password', 'repeatPassword', 'nickname'],
  ['middleName', 'lastName', 'firstName', 'gender'],
  ['address', 'birthdate', 'birthPlace', 'contactNumber'],
  ['civilStatus', 'isEmployed', 'isVoter', 'religion', 'privacyConsent'],
];

/** The spec's messages, verbatim (the shared rules'); the birthdate's own rule is the catalogue's `register.birthdateInFuture`. */
export const REGISTER_MESSAGES = {
  emailRequired: RESIDENT_FIELDS.email.required,
  emailInvalid: INVALID_EMAIL_MESSAGE,
  emailUndeliverable: UNDELIVERABLE_EMAIL_MESSAGE,
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  passwordsMustMatch: PASSWORD_MESSAGES.mustMatch,
  nicknameRequired: RESIDENT_FIELDS.nickname.required,
  middleNameRequired: RESIDENT_FIELDS.middleName.required,
  lastNameRequired: RESIDENT_FIELDS.lastName.required,
  firstNameRequired: RESIDENT_FIELDS.firstName.required,
  genderRequired: RESIDENT_CHOICE_REQUIRED.gender,
  addressRequired: RESIDENT_FIELDS.address.required,
  birthdateRequired: RESIDENT_CHOICE_REQUIRED.birthdate,
  birthPlaceRequired: RESIDENT_FIELDS.birthPlace.required,
  contactNumberRequired: RESIDENT_FIELDS.contactNumber.required,
  civilStatusRequired: RESIDENT_CHOICE_REQUIRED.civilStatus,
  employmentRequired: RESIDENT_CHOICE_REQUIRED.isEmployed,
  voterRequired: RESIDENT_CHOICE_REQUIRED.isVoter,
  religionRequired: RESIDENT_FIELDS.religion.required,
  privacyConsentRequired: PRIVACY_NOTICE_MESSAGES.consentRequired,
} as const;

/**
 * The registration form's rules, their own messages in `t`'s language. `today` is YYYY-MM-DD: by default the barangay's,
 * as the server reads it, whatever the browser's time zone. Passwords are taken as typed; every other text counts as
 * blank when it is only spaces (as on the server).
 */
export function registerFormSchema(t: AuthText, today: string = barangayToday()): FormSchema<RegisterForm> {
  return z.object({
    email: checked<string>((value) => {
      const email = value.trim();
      if (email === '') return REGISTER_MESSAGES.emailRequired;
      if (!isEmailAddress(email)) return REGISTER_MESSAGES.emailInvalid;
      return isUndeliverableEmail(email) ? REGISTER_MESSAGES.emailUndeliverable : undefined;
    }),
    password: checked<string>((value) => (value === '' ? REGISTER_MESSAGES.passwordRequired : passwordLengthProblem(value))),
    repeatPassword: unchecked<string>(),
    nickname: requiredText(REGISTER_MESSAGES.nicknameRequired),
    middleName: requiredText(REGISTER_MESSAGES.middleNameRequired),
    lastName: requiredText(REGISTER_MESSAGES.lastNameRequired),
    firstName: requiredText(REGISTER_MESSAGES.firstNameRequired),
    gender: requiredChoice<GenderChoice>(REGISTER_MESSAGES.genderRequired),
    address: requiredText(REGISTER_MESSAGES.addressRequired),
    birthdate: checked<string>((value) => {
      if (value.trim() === '') return REGISTER_MESSAGES.birthdateRequired;
      return value > today ? t('register.birthdateInFuture') : undefined;
    }),
    birthPlace: requiredText(REGISTER_MESSAGES.birthPlaceRequired),
    contactNumber: requiredText(REGISTER_MESSAGES.contactNumberRequired),
    civilStatus: requiredChoice<RegistrationCivilStatus>(REGISTER_MESSAGES.civilStatusRequired),
    isEmployed: requiredChoice<YesNo>(REGISTER_MESSAGES.employmentRequired),
    isVoter: requiredChoice<YesNo>(REGISTER_MESSAGES.voterRequired),
    religion: requiredText(REGISTER_MESSAGES.religionRequired),
    privacyConsent: checked<boolean>((agreed) => (agreed ? undefined : REGISTER_MESSAGES.privacyConsentRequired)),
  }).superRefine((form, context) => {
    // An empty repeat is a repeat that does not match.
    if (form.repeatPassword === '' || form.repeatPassword !== form.password) {
      context.addIssue({ code: 'custom', path: ['repeatPassword'], message: REGISTER_MESSAGES.passwordsMustMatch });
    }
  });
}

/** Every field's message at once. */
const registerErrors = (form: RegisterForm, t: AuthText, today: string): RegisterErrors => fieldErrorsOf(registerFormSchema(t, today), form);

/** The errors of one step (0-based); empty when the wizard may move on. */
export function validateStep(step: number, form: RegisterForm, t: AuthText, today: string = barangayToday()): RegisterErrors {
  const all = registerErrors(form, t, today);
  return Object.fromEntries((REGISTER_STEPS[step] ?? []).flatMap((field) => (all[field] ? [[field, all[field]]] : [])));
}

/** The step (0-based) a field belongs to, or null for a field the wizard does not have. */
export function stepOfField(field: string): number | null {
  const step = REGISTER_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return step === -1 ? null : step;
}

/** The first step (0-based) holding one of the errors, or null when there are none. */
export function firstStepWithError(errors: RegisterErrors): number | null {
  const step = REGISTER_STEPS.findIndex((fields) => fields.some((field) => errors[field]));
  return step === -1 ? null : step;
}

/** Every step's errors at once: submission needs all four steps complete (docs/rules/accounts.md#wizard-submit). */
export function validateRegistration(
  form: RegisterForm,
  t: AuthText,
  today: string = barangayToday(),
): { errors: RegisterErrors; firstInvalidStep: number | null } {
  const errors = registerErrors(form, t, today);
  return { errors, firstInvalidStep: firstStepWithError(errors) };
}

/**
 * The registration payload (docs/rules/accounts.md#registration) of a validated form. The repeat password is not part of it: it only
 * guards against typing mistakes in the browser. `privacyNoticeVersion` is the version of the notice the form linked to,
 * which the ticked checkbox agrees to; null when it could not be read (the resident is then asked after signing in).
 */
export function toRegisterInput(form: RegisterForm, privacyNoticeVersion: number | null): RegisterInput {
  if (form.gender === '' || form.civilStatus === '' || form.isEmployed === '' || form.isVoter === '' || !form.privacyConsent) {
    throw new Error('toRegisterInput needs a validated form');
  }
  return {
    email: form.email.trim(),
    password: form.password,
    nickname: form.nickname.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
    firstName: form.firstName.trim(),
    gender: form.gender.toUpperCase() as Gender,
    address: form.address.trim(),
    birthdate: form.birthdate,
    birthPlace: form.birthPlace.trim(),
    contactNumber: form.contactNumber.trim(),
    civilStatus: form.civilStatus.toUpperCase() as CivilStatus,
    isEmployed: form.isEmployed === 'yes',
    isVoter: form.isVoter === 'yes',
    religion: form.religion.trim(),
    privacyNoticeVersion,
  };
}

/** The server's input fields that are a form field of another name: the consent's version is the checkbox's. */
const FORM_FIELD_OF: Readonly<Record<string, RegisterField>> = { privacyNoticeVersion: 'privacyConsent' };

/** The server's field errors (`extensions.fields`, camelCase) for the fields the wizard shows. */
export function registerErrorsFromServer(fields: unknown): RegisterErrors {
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: RegisterErrors = {};
  for (const [serverName, messages] of Object.entries(fields)) {
    const name = FORM_FIELD_OF[serverName] ?? serverName;
    if (stepOfField(name) === null || !Array.isArray(messages)) continue;
    const first: unknown = messages[0];
    if (typeof first === 'string') errors[name as RegisterField] = first;
  }
  return errors;
}
