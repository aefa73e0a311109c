import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { LoginPayload } from '../../../lib/session';
import { AuthenticatorSetup, Banner, Button, RecoveryCodes, ZodForm } from '../../../ui';
import { ConfirmSignInEnrolmentMutation, StartSignInEnrolmentMutation } from '../api/auth.graphql';
import { StyledAuthForm, StyledAuthText } from './auth-form-layout';
import { CodeField, useCodeStepErrors, type CodeForm } from './use-code-step-errors';

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
  const { form, error, setError, fail } = useCodeStepErrors(onRestart);
  const [start, started] = useMutation(StartSignInEnrolmentMutation);
  const [confirm, confirmed] = useMutation(ConfirmSignInEnrolmentMutation);

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

  const handleConfirm = async ({ code }: CodeForm) => {
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
        <StyledAuthText>Two-factor sign-in is on. From now on you will sign in with your password and a code from the app.</StyledAuthText>
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
          <StyledAuthText>
            Administrators of this portal must sign in with a second step: a code from an authenticator app on
            their phone. Set it up now to continue.
          </StyledAuthText>
          <Button type="button" fullWidth disabled={started.loading} onClick={() => void begin()}>
            {started.loading ? 'Preparing...' : 'Set up two-factor sign-in'}
          </Button>
        </StyledAuthForm>
      ) : (
        <ZodForm
          as={StyledAuthForm}
          form={form}
          onSubmitStart={() => setError(null)}
          onValid={handleConfirm}
          aria-label="Set up two-factor sign-in"
        >
          <StyledStack>
            <AuthenticatorSetup qrCodeDataUrl={stage.qrCodeDataUrl} secret={stage.secret} />
            <CodeField.OneTimeCode name="code" />
            <Button type="submit" fullWidth disabled={confirmed.loading}>{confirmed.loading ? 'Checking...' : 'Turn on two-factor sign-in'}</Button>
          </StyledStack>
        </ZodForm>
      )}
    </>
  );
}
