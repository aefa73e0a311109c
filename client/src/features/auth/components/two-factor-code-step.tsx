import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import type { LoginPayload } from '../../../lib/session';
import { Banner, Button, ZodForm } from '../../../ui';
import { LoginWithTwoFactorMutation } from '../api/auth.graphql';
import { authMessages } from '../messages';
import { StyledAuthForm, StyledAuthText } from './auth-form-layout';
import { CodeField, EMPTY_CODE, useCodeStepErrors, type CodeForm } from './use-code-step-errors';

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
  const t = useMessages(authMessages);
  const [recovery, setRecovery] = useState(false);
  const { form, error, setError, fail } = useCodeStepErrors(onRestart);
  const [send, { loading }] = useMutation(LoginWithTwoFactorMutation);

  const handleSubmit = async ({ code }: CodeForm) => {
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
    form.reset(EMPTY_CODE);
  };

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      <ZodForm as={StyledAuthForm} form={form} onSubmitStart={() => setError(null)} onValid={handleSubmit} aria-label={t('twoFactor.title')}>
        <StyledAuthText>
          {t(recovery ? 'twoFactor.recoveryIntro' : 'twoFactor.codeIntro')}
        </StyledAuthText>
        <CodeField.OneTimeCode name="code" recovery={recovery} />
        <StyledActions>
          <Button type="submit" fullWidth disabled={loading}>{t(loading ? 'twoFactor.verifying' : 'twoFactor.verify')}</Button>
          <Button type="button" variant="ghost" fullWidth onClick={switchKind}>
            {t(recovery ? 'twoFactor.useApp' : 'twoFactor.useRecoveryCode')}
          </Button>
        </StyledActions>
      </ZodForm>
    </>
  );
}
