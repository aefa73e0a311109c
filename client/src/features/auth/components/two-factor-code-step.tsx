import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LoginPayload } from '../../../lib/session';
import { Banner, Button, OneTimeCodeField } from '../../../ui';
import { LoginWithTwoFactorMutation } from '../api/auth.graphql';
import { StyledAuthForm, StyledAuthText } from './auth-form-layout';
import { useCodeStepErrors } from './use-code-step-errors';

const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface TwoFactorCodeStepProps {
  mfaToken: string;
  onSignedIn: (payload: LoginPayload) => void;
  /** The challenge is no longer good: back to the password, with this message. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in with two-factor on: the authenticator's code, or a recovery code. */
export function TwoFactorCodeStep({ mfaToken, onSignedIn, onRestart }: TwoFactorCodeStepProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const { fieldError, setFieldError, error, codeTyped, fail } = useCodeStepErrors(onRestart);
  const [send, { loading }] = useMutation(LoginWithTwoFactorMutation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!codeTyped(code)) return;
    try {
      const { data } = await send({ variables: { input: { mfaToken, code: code.trim() } } });
      if (!data) throw new Error('the second step answered without data');
      onSignedIn(data.loginWithTwoFactor);
    } catch (caught) {
      fail(caught);
    }
  };

  const switchKind = () => {
    setRecovery((using) => !using);
    setCode('');
    setFieldError(undefined);
  };

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      <StyledAuthForm onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Two-factor sign-in">
        <StyledAuthText>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
        </StyledAuthText>
        <OneTimeCodeField
          recovery={recovery}
          value={code}
          error={fieldError}
          onChange={(value) => {
            setCode(value);
            setFieldError(undefined);
          }}
        />
        <StyledActions>
          <Button type="submit" fullWidth disabled={loading}>{loading ? 'Verifying...' : 'Verify'}</Button>
          <Button type="button" variant="ghost" fullWidth onClick={switchKind}>
            {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
          </Button>
        </StyledActions>
      </StyledAuthForm>
    </>
  );
}
