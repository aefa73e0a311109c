import { useState } from 'react';
import { ErrorCode } from '@barangay-portal/domain';
import { z } from '../../../ui/form/zod';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { formFields, requiredText, useZodForm, type FormSchema } from '../../../ui';
import { loginErrorMessage } from '../login-error';
import { TWO_FACTOR_LOGIN_MESSAGES } from '../login-step';

/** The form of a sign-in step that takes a one-time code. */
export interface CodeForm {
  code: string;
}

export const EMPTY_CODE: CodeForm = { code: '' };

/** Nothing is sent without a code. */
const codeFormSchema: FormSchema<CodeForm> = z.object({ code: requiredText(TWO_FACTOR_LOGIN_MESSAGES.codeRequired) });

export const CodeField = formFields<CodeForm>();

/**
 * The form and errors of a sign-in step that takes a one-time code (the second step, and forced enrolment): a
 * code refused shows on the field, anything else in the banner, and an expired or forged challenge sends the
 * person back to the password with `onRestart`.
 */
export function useCodeStepErrors(onRestart: (message: string) => void) {
  const form = useZodForm(codeFormSchema, EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);

  const fail = (caught: unknown) => {
    const info = graphqlErrorInfo(caught);
    if (info.code === ErrorCode.UNAUTHENTICATED) {
      onRestart(info.message ?? TWO_FACTOR_LOGIN_MESSAGES.restart);
      return;
    }
    const onField = info.fields.code?.[0];
    if (onField) form.setError('code', { type: 'server', message: onField });
    else {
      form.clearErrors('code');
      setError(loginErrorMessage(caught));
    }
  };

  return { form, error, setError, fail };
}
