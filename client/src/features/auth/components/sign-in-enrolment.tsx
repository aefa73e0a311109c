import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import type { LoginPayload } from '../../../lib/session';
import { AuthenticatorSetup, Banner, Button, RecoveryCodes, ZodForm } from '../../../ui';
import { ConfirmSignInEnrolmentMutation, StartSignInEnrolmentMutation } from '../api/auth.graphql';
import { authMessages } from '../messages';
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
  const t = useMessages(authMessages);
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
        <StyledAuthText>{t('enrolment.done')}</StyledAuthText>
        <RecoveryCodes codes={stage.recoveryCodes}>
          <Button type="button" onClick={() => onSignedIn(stage.session)}>{t('enrolment.continue')}</Button>
        </RecoveryCodes>
      </StyledAuthForm>
    );
  }

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      {stage.kind === 'intro' ? (
        <StyledAuthForm as="div">
          <StyledAuthText>{t('enrolment.intro')}</StyledAuthText>
          <Button type="button" fullWidth disabled={started.loading} onClick={() => void begin()}>
            {t(started.loading ? 'enrolment.preparing' : 'enrolment.start')}
          </Button>
        </StyledAuthForm>
      ) : (
        <ZodForm
          as={StyledAuthForm}
          form={form}
          onSubmitStart={() => setError(null)}
          onValid={handleConfirm}
          aria-label={t('enrolment.title')}
        >
          <StyledStack>
            <AuthenticatorSetup qrCodeDataUrl={stage.qrCodeDataUrl} secret={stage.secret} />
            <CodeField.OneTimeCode name="code" />
            <Button type="submit" fullWidth disabled={confirmed.loading}>{t(confirmed.loading ? 'enrolment.checking' : 'enrolment.turnOn')}</Button>
          </StyledStack>
        </ZodForm>
      )}
    </>
  );
}
