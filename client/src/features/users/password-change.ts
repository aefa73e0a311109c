import { PASSWORD_MESSAGES as SHARED, passwordLengthRefusal } from '@barangay-portal/domain';

/**
 * The rules of a new password as pure functions, shared by the resident's profile form and the password
 * form of the account screen. The lengths and messages are the server's own (ChangePasswordInput,
 * UpdateProfileInput), which has the final word.
 */

export interface PasswordChangeForm {
  password: string;
  repeatPassword: string;
  currentPassword: string;
}

export type PasswordChangeField = keyof PasswordChangeForm;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, string>>;

export const PASSWORD_MESSAGES = {
  passwordRequired: SHARED.required,
  passwordsMustMatch: SHARED.mustMatch,
  passwordTooShort: SHARED.tooShort,
  passwordTooLong: SHARED.tooLong,
  currentPasswordRequired: SHARED.currentRequired,
} as const;

export const EMPTY_PASSWORD_CHANGE: PasswordChangeForm = { password: '', repeatPassword: '', currentPassword: '' };

/** A new password's errors: its length, a repeat that matches, and the current password (any non-empty text). */
export function newPasswordErrors(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const length = passwordLengthRefusal(form.password);
  if (length) errors.password = SHARED[length];
  if (form.repeatPassword !== form.password) errors.repeatPassword = PASSWORD_MESSAGES.passwordsMustMatch;
  // Spaces may be part of a real password: only an empty field counts as missing.
  if (form.currentPassword === '') errors.currentPassword = PASSWORD_MESSAGES.currentPasswordRequired;
  return errors;
}

/** The account screen's form: a new password is what it is for, so a blank one is missing. */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors = newPasswordErrors(form);
  if (form.password.trim() === '') errors.password = PASSWORD_MESSAGES.passwordRequired;
  return errors;
}

const FIELDS: readonly PasswordChangeField[] = ['password', 'repeatPassword', 'currentPassword'];

/** The server's field messages (`extensions.fields`) for these fields. */
export function passwordErrorsFromServer(fields: Record<string, string[]>): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const name of FIELDS) {
    const first = fields[name]?.[0];
    if (first) errors[name] = first;
  }
  return errors;
}
