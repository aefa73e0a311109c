import { INCOMPLETE_PASSWORD_LINK_MESSAGE, PASSWORD_MESSAGES, newPasswordProblem } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, sameNames, unchecked, type FormSchema } from '../../ui';

/** The set-password page's form (docs/rules/accounts.md#staff-roles): the new password, twice. The server's SetStaffPasswordInput has the final word. */
export interface SetPasswordForm {
  password: string;
  repeatPassword: string;
}

export const EMPTY_SET_PASSWORD: SetPasswordForm = { password: '', repeatPassword: '' };

export const setPasswordSchema: FormSchema<SetPasswordForm> = z.object({
  password: checked<string>(newPasswordProblem),
  repeatPassword: unchecked<string>(),
}).superRefine((form, context) => {
  if (form.repeatPassword !== form.password) context.addIssue({ code: 'custom', path: ['repeatPassword'], message: PASSWORD_MESSAGES.mustMatch });
});

export const SET_PASSWORD_SERVER_FIELDS = sameNames<SetPasswordForm>('password', 'repeatPassword');

/** The shared rule's message for a link without its token; the page's other texts are the catalogue's. */
export const SET_PASSWORD_MESSAGES = { incompleteLink: INCOMPLETE_PASSWORD_LINK_MESSAGE } as const;

/** The token of an e-mailed link: `#token=…` (in the fragment, which never reaches a server's logs); null without one. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token : null;
}
