import { PASSWORD_MESSAGES as SHARED, passwordLengthProblem } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, fieldErrorsOf, sameNames, serverMessagesOn, unchecked, type FormSchema } from '../../ui';

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

/** The repeat must match and the current password is needed (any non-empty text): the rules around a new password. */
export function addNewPasswordIssues(form: PasswordChangeForm, context: z.RefinementCtx): void {
  if (form.repeatPassword !== form.password) {
    context.addIssue({ code: 'custom', path: ['repeatPassword'], message: PASSWORD_MESSAGES.passwordsMustMatch });
  }
  // Spaces may be part of a real password: only an empty field counts as missing.
  if (form.currentPassword === '') {
    context.addIssue({ code: 'custom', path: ['currentPassword'], message: PASSWORD_MESSAGES.currentPasswordRequired });
  }
}

/** The account screen's form: a new password is what it is for, so a blank one is missing. */
export const passwordChangeSchema: FormSchema<PasswordChangeForm> = z.object({
  password: checked<string>((password) => (password.trim() === '' ? PASSWORD_MESSAGES.passwordRequired : passwordLengthProblem(password))),
  repeatPassword: unchecked<string>(),
  currentPassword: unchecked<string>(),
}).superRefine(addNewPasswordIssues);

export const validatePasswordChange = (form: PasswordChangeForm): PasswordChangeErrors => fieldErrorsOf(passwordChangeSchema, form);

/** The server's input fields are the form's. */
export const PASSWORD_CHANGE_SERVER_FIELDS = sameNames<PasswordChangeForm>('password', 'repeatPassword', 'currentPassword');

/** The server's field messages (`extensions.fields`) for these fields. */
export function passwordErrorsFromServer(fields: Record<string, string[]>): PasswordChangeErrors {
  return serverMessagesOn(firstMessages(fields), PASSWORD_CHANGE_SERVER_FIELDS);
}

/** The first message of each field. */
export const firstMessages = (fields: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])));
