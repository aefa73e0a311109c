import {
  CivilStatus as CivilStatusValue, claimsIdDocumentKind, ErrorCode, ID_DOCUMENT_ACCEPT, ID_DOCUMENT_DESCRIPTION, nameOf, passwordLengthProblem,
  PROFILE_CIVIL_STATUSES as PROFILE_CHOICES, RESIDENT_CHOICE_REQUIRED, RESIDENT_FIELDS,
} from '@barangay-portal/domain';
import type { CivilStatus, UpdateProfileInput } from '../../gql/graphql';
import { z } from '../../ui/form/zod';
import { checked, fieldErrorsOf, requiredChoice, requiredText, sameNames, serverMessagesOn, unchecked, type FormSchema } from '../../ui';
import type { UsersText } from './messages';
import { addNewPasswordIssues, firstMessages, PASSWORD_MESSAGES, type PasswordChangeForm } from './password-change';

/**
 * The profile edit rules (docs/rules/accounts.md#profile-edit) as pure functions; the server's UpdateProfileInput has the final word.
 * Address, contact number, civil status, voter and employed are required; the password is optional, its
 * repeat must match, a new one needs the current one, and a blank password is not sent.
 */

export type YesNo = 'yes' | 'no';

/** The profile offers single, married, widowed, divorced (registration has separated instead of divorced; docs/rules/accounts.md#profile-civil-status). */
export const PROFILE_CIVIL_STATUSES: readonly CivilStatus[] = PROFILE_CHOICES.map((status) => nameOf(CivilStatusValue, status));

/** The editable fields, then an optional password change (its current password asked for only with a new password). */
export interface ProfileForm extends PasswordChangeForm {
  address: string;
  contactNumber: string;
  civilStatus: CivilStatus | '';
  isVoter: YesNo | '';
  isEmployed: YesNo | '';
}

export type ProfileField = keyof ProfileForm;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FORM_MESSAGES = {
  addressRequired: RESIDENT_FIELDS.address.required,
  contactNumberRequired: RESIDENT_FIELDS.contactNumber.required,
  civilStatusRequired: RESIDENT_CHOICE_REQUIRED.civilStatus,
  voterRequired: RESIDENT_CHOICE_REQUIRED.isVoter,
  employedRequired: RESIDENT_CHOICE_REQUIRED.isEmployed,
  passwordsMustMatch: PASSWORD_MESSAGES.passwordsMustMatch,
  passwordTooShort: PASSWORD_MESSAGES.passwordTooShort,
  passwordTooLong: PASSWORD_MESSAGES.passwordTooLong,
  currentPasswordRequired: PASSWORD_MESSAGES.currentPasswordRequired,
} as const;

const yesNo = (value: boolean | null | undefined): YesNo | '' => (value === true ? 'yes' : value === false ? 'no' : '');

/** The editable part of a profile as the form holds it; the password fields start empty. */
export function profileFormOf(user: {
  address?: string | null; contactNumber?: string | null; civilStatus?: CivilStatus | null;
  isVoter?: boolean | null; isEmployed?: boolean | null;
}): ProfileForm {
  return {
    address: user.address ?? '',
    contactNumber: user.contactNumber ?? '',
    civilStatus: user.civilStatus ?? '',
    isVoter: yesNo(user.isVoter),
    isEmployed: yesNo(user.isEmployed),
    password: '',
    repeatPassword: '',
    currentPassword: '',
  };
}

/** A password made only of spaces counts as blank: it is not sent, so it changes nothing. */
export const isBlankPassword = (password: string): boolean => password.trim() === '';

export const profileFormSchema: FormSchema<ProfileForm> = z.object({
  address: requiredText(PROFILE_FORM_MESSAGES.addressRequired),
  contactNumber: requiredText(PROFILE_FORM_MESSAGES.contactNumberRequired),
  civilStatus: requiredChoice<CivilStatus>(PROFILE_FORM_MESSAGES.civilStatusRequired),
  isVoter: requiredChoice<YesNo>(PROFILE_FORM_MESSAGES.voterRequired),
  isEmployed: requiredChoice<YesNo>(PROFILE_FORM_MESSAGES.employedRequired),
  password: checked<string>((password) => (isBlankPassword(password) ? undefined : passwordLengthProblem(password))),
  repeatPassword: unchecked<string>(),
  currentPassword: unchecked<string>(),
}).superRefine((form, context) => {
  if (!isBlankPassword(form.password)) {
    addNewPasswordIssues(form, context);
  } else if (form.repeatPassword !== '' && form.repeatPassword !== form.password) {
    // A repeat typed without a password is a mistake worth pointing out, not a silent no-op.
    context.addIssue({ code: 'custom', path: ['repeatPassword'], message: PROFILE_FORM_MESSAGES.passwordsMustMatch });
  }
});

export const validateProfile = (form: ProfileForm): ProfileErrors => fieldErrorsOf(profileFormSchema, form);

/** The mutation input of a valid form; a blank password (and its repeat and the current one) is left out. */
export function toUpdateProfileInput(form: ProfileForm): UpdateProfileInput {
  if (form.civilStatus === '' || form.isVoter === '' || form.isEmployed === '') {
    throw new Error('toUpdateProfileInput needs a validated form');
  }
  const input: UpdateProfileInput = {
    address: form.address.trim(),
    contactNumber: form.contactNumber.trim(),
    civilStatus: form.civilStatus,
    isVoter: form.isVoter === 'yes',
    isEmployed: form.isEmployed === 'yes',
  };
  if (!isBlankPassword(form.password)) {
    input.password = form.password;
    input.repeatPassword = form.repeatPassword;
    input.currentPassword = form.currentPassword;
  }
  return input;
}

/** The server's input fields are the form's. */
export const PROFILE_SERVER_FIELDS = sameNames<ProfileForm>(
  'address', 'contactNumber', 'civilStatus', 'isVoter', 'isEmployed', 'password', 'repeatPassword', 'currentPassword',
);

/** The server's field messages (`extensions.fields`) for the fields this form shows. */
export const profileErrorsFromServer = (fields: Record<string, string[]>): ProfileErrors =>
  serverMessagesOn(firstMessages(fields), PROFILE_SERVER_FIELDS);

/**
 * The form's errors for a failed save: the server's field messages, or, when a password change was refused
 * because the account is being slowed down after wrong current passwords, its "try again in N seconds"
 * under the current password, where the resident will look.
 */
export function profileErrorsFromFailure(failure: { code: string | null; message: string | null; fields: Record<string, string[]> }): ProfileErrors {
  if (failure.code === ErrorCode.TOO_MANY_REQUESTS && failure.message) return { currentPassword: failure.message };
  return profileErrorsFromServer(failure.fields);
}

/** Accepted ID files (docs/rules/id-verification.md#valid-id-file): images or PDF. The server checks the content; this only spares a round trip. */
export const VALID_ID_ACCEPT = ID_DOCUMENT_ACCEPT;

/** The Valid ID field's hint: 'An image (JPEG, PNG, WebP or GIF) or a PDF of a government-issued ID.' (the kinds are the shared rule's words). */
export const validIdHint = (t: UsersText): string =>
  t('validId.hint', { kinds: `${ID_DOCUMENT_DESCRIPTION.charAt(0).toUpperCase()}${ID_DOCUMENT_DESCRIPTION.slice(1)}` });

/** By the type the file claims, or (some systems give none) by its name; the server decides by content anyway. */
export const isAcceptedIdFile = (file: { type: string; name: string }): boolean => claimsIdDocumentKind(file);

/** Only unverified or rejected residents see Get Verified (and may upload an ID; docs/rules/id-verification.md#get-verified). */
export const canGetVerified = (status: string | null | undefined): boolean =>
  status === 'UNVERIFIED' || status === 'REJECTED';
