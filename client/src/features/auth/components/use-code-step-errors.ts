import { useState } from 'react';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { loginErrorMessage } from '../login-error';
import { TWO_FACTOR_LOGIN_MESSAGES } from '../login-step';

/**
 * The errors of a sign-in step that takes a one-time code (the second step, and forced enrolment): a code
 * refused shows on the field, anything else in the banner, and an expired or forged challenge sends the
 * person back to the password with `onRestart`.
 */
export function useCodeStepErrors(onRestart: (message: string) => void) {
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  /** False (and the field says so) when no code was typed: nothing is sent. */
  const codeTyped = (code: string): boolean => {
    setError(null);
    if (code.trim() !== '') return true;
    setFieldError(TWO_FACTOR_LOGIN_MESSAGES.codeRequired);
    return false;
  };

  const fail = (caught: unknown) => {
    const info = graphqlErrorInfo(caught);
    if (info.code === ErrorCode.UNAUTHENTICATED) {
      onRestart(info.message ?? TWO_FACTOR_LOGIN_MESSAGES.restart);
      return;
    }
    const onField = info.fields.code?.[0];
    setFieldError(onField);
    if (!onField) setError(loginErrorMessage(caught));
  };

  return { fieldError, setFieldError, error, setError, codeTyped, fail };
}
