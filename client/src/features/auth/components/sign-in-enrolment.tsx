import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import type { LoginPayload } from '../../../lib/session';
import { AuthenticatorSetup, Banner, Button, OneTimeCodeField, RecoveryCodes } from '../../../ui';
import { ConfirmSignInEnrolmentMutation, StartSignInEnrolmentMutation } from '../api/auth.graphql';
import { loginErrorMessage } from '../login-error';
import { TWO_FACTOR_LOGIN_MESSAGES } from '../login-step';
import { StyledAuthForm } from './auth-form-layout';

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export interface SignInEnrolmentProps {
  mfaToken: string;
  onSignedIn: (payload: LoginPayload) => void;
  onRestart: (message: string) => void;
}

type Stage =
  | { kind: 'intro' }
  | { kind: 'setup'; qrCodeDataUrl: string; secret: string }
  | { kind: 'codes'; recoveryCodes: string[]; session: LoginPayload };

/**
 * An administrator's first sign-in where two-factor sign-in is required (ADMIN_MFA=required): set up the
 * authenticator, confirm with a code, save the recovery codes, then continue into the portal.
 */
export function SignInEnrolment({ mfaToken, onSignedIn, onRestart }: SignInEnrolmentProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'intro' });
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [start, started] = useMutation(StartSignInEnrolmentMutation);
  const [confirm, confirmed] = useMutation(ConfirmSignInEnrolmentMutation);

  const fail = (caught: unknown) => {
    const info = graphqlErrorInfo(caught);
    if (info.code === 'UNAUTHENTICATED') {
      onRestart(info.message ?? TWO_FACTOR_LOGIN_MESSAGES.restart);
      return;
    }
    const onField = info.fields.code?.[0];
    setFieldError(onField);
    if (!onField) setError(loginErrorMessage(caught));
  };

  const begin = async () => {
    setError(null);
    try {
      const { data } = await start({ variables: { mfaToken } });
      if (!data) throw new Error('enrolment answered without data');
      setStage({ kind: 'setup', ...data.startTwoFactorEnrolment });
    } catch (caught) {
      fail(caught);
    }
  };

  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setFieldError(TWO_FACTOR_LOGIN_MESSAGES.codeRequired);
      return;
    }
    try {
      const { data } = await confirm({ variables: { input: { mfaToken, code: code.trim() } } });
      const session = data?.confirmTwoFactorEnrolment.session;
      if (!data || !session) throw new Error('enrolment confirmed without a session');
      setStage({ kind: 'codes', recoveryCodes: data.confirmTwoFactorEnrolment.recoveryCodes, session });
    } catch (caught) {
      fail(caught);
    }
  };

  if (stage.kind === 'codes') {
    return (
      <StyledAuthForm as="div">
        <StyledText>Two-factor sign-in is on. From now on you will sign in with your password and a code from the app.</StyledText>
        <RecoveryCodes codes={stage.recoveryCodes}>
          <Button type="button" onClick={() => onSignedIn(stage.session)}>I have saved my recovery codes, continue</Button>
        </RecoveryCodes>
      </StyledAuthForm>
    );
  }

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      {stage.kind === 'intro' ? (
        <StyledAuthForm as="div">
          <StyledText>
            Administrators of this portal must sign in with a second step: a code from an authenticator app on
            their phone. Set it up now to continue.
          </StyledText>
          <Button type="button" fullWidth disabled={started.loading} onClick={() => void begin()}>
            {started.loading ? 'Preparing...' : 'Set up two-factor sign-in'}
          </Button>
        </StyledAuthForm>
      ) : (
        <StyledAuthForm onSubmit={(event) => void handleConfirm(event)} noValidate aria-label="Set up two-factor sign-in">
          <StyledStack>
            <AuthenticatorSetup qrCodeDataUrl={stage.qrCodeDataUrl} secret={stage.secret} />
            <OneTimeCodeField
              value={code}
              error={fieldError}
              onChange={(value) => {
                setCode(value);
                setFieldError(undefined);
              }}
            />
            <Button type="submit" fullWidth disabled={confirmed.loading}>{confirmed.loading ? 'Checking...' : 'Turn on two-factor sign-in'}</Button>
          </StyledStack>
        </StyledAuthForm>
      )}
    </>
  );
}
