import { useMemo, useState } from 'react';
import { ErrorCode } from '@barangay-portal/domain';
import { z } from '../../../ui/form/zod';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { formFields, requiredText, useZodForm, type FormSchema } from '../../../ui';
import { loginErrorMessage } from '../login-error';
import { authMessages, type AuthText } from '../messages';

/** The form of a sign-in step that takes a one-time code. */
export interface CodeForm {
  code: string;
}

export const EMPTY_CODE: CodeForm = { code: '' };

/** Nothing is sent without a code. */
const codeFormSchema = (t: AuthText): FormSchema<CodeForm> => z.object({ code: requiredText(t('twoFactor.codeRequired')) });

export const CodeField = formFields<CodeForm>();

/**
 * The form and errors of a sign-in step that takes a one-time code (the second step, and forced enrolment): a
 * code refused shows on the field, anything else in the banner, and an expired or forged challenge sends the
 * person back to the password with `onRestart`.
 */
export function useCodeStepErrors(onRestart: (message: string) => void) {
  const t = useMessages(authMessages);
  // Built again when the language changes, so the next check speaks it.
  const schema = useMemo(() => codeFormSchema(t), [t]);
  const form = useZodForm(schema, EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);

  const fail = (caught: unknown) => {
    const info = graphqlErrorInfo(caught);
    if (info.code === ErrorCode.UNAUTHENTICATED) {
      onRestart(info.message ?? t('twoFactor.expired'));
      return;
    }
    const onField = info.fields.code?.[0];
    if (onField) form.setError('code', { type: 'server', message: onField });
    else {
      form.clearErrors('code');
      setError(loginErrorMessage(caught, t));
    }
  };

  return { form, error, setError, fail };
}
