import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { z } from '../../../ui/form/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LoginPayload } from '../../../lib/session';
import { useMessages } from '../../../lib/i18n/language-context';
import { useSession } from '../../../lib/session-context';
import { Banner, Button, TextWithLink, ZodForm, formFields, unchecked, useZodForm, type FormSchema } from '../../../ui';
import { LoginMutation } from '../api/auth.graphql';
import {
  StyledAuthColumn, StyledAuthFooter, StyledAuthForm, StyledAuthTitle,
} from '../components/auth-form-layout';
import { SignInEnrolment } from '../components/sign-in-enrolment';
import { TwoFactorCodeStep } from '../components/two-factor-code-step';
import { loginErrorMessage } from '../login-error';
import { nextLoginStep } from '../login-step';
import { cameFromRegistration } from '../login-navigation';
import { authMessages } from '../messages';
import { authPaths } from '../paths';

interface Credentials {
  email: string;
  password: string;
}

const NO_CREDENTIALS: Credentials = { email: '', password: '' };
/** Nothing to check before sending: the server answers for wrong credentials, the browser for empty fields. */
const credentialsSchema: FormSchema<Credentials> = z.object({ email: unchecked<string>(), password: unchecked<string>() });
const Field = formFields<Credentials>();

/** After the password: nothing yet, or the second step of a two-factor sign-in. */
type SecondStep = null | { kind: 'code' | 'enrol'; mfaToken: string };

export function LoginPage() {
  const t = useMessages(authMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const form = useZodForm(credentialsSchema, NO_CREDENTIALS);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep>(null);
  const [login, { loading }] = useMutation(LoginMutation);

  const signIn = (payload: LoginPayload) => {
    if (session.login(payload).status !== 'logged-in') {
      // The answer's flags contradict its own token: nothing usable was stored.
      setSecondStep(null);
      setError(t('login.failed'));
      return;
    }
    // The root redirect picks the screen for the role.
    void navigate(paths.root, { replace: true });
  };

  /** Back to the password, e.g. when the second step's challenge has expired (`message` says so). */
  const restart = (message: string | null) => {
    setSecondStep(null);
    form.setValue('password', '');
    setError(message);
  };

  const handleSubmit = async ({ email, password }: Credentials) => {
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('login answered without data');
      const step = nextLoginStep(data.login);
      if (step.kind === 'session') signIn(step.payload);
      else if (step.kind === 'unusable') setError(t('login.failed'));
      else setSecondStep(step);
    } catch (caught) {
      setError(loginErrorMessage(caught, t));
    }
  };

  if (secondStep) {
    const enrolling = secondStep.kind === 'enrol';
    return (
      <StyledAuthColumn>
        <StyledAuthTitle>{t(enrolling ? 'enrolment.title' : 'twoFactor.title')}</StyledAuthTitle>
        {enrolling
          ? <SignInEnrolment mfaToken={secondStep.mfaToken} onSignedIn={signIn} onRestart={restart} />
          : <TwoFactorCodeStep mfaToken={secondStep.mfaToken} onSignedIn={signIn} onRestart={restart} />}
        <StyledAuthFooter>
          <Button type="button" variant="ghost" onClick={() => restart(null)}>{t('login.backToLogin')}</Button>
        </StyledAuthFooter>
      </StyledAuthColumn>
    );
  }

  return (
    <StyledAuthColumn>
      <StyledAuthTitle>{t('login.title')}</StyledAuthTitle>
      {cameFromRegistration(location.state) && <Banner variant="success">{t('login.registered')}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
      {/* The browser's own checks stay on: the two fields are only required (docs/rules/accounts.md#login-screen). */}
      <ZodForm as={StyledAuthForm} form={form} noValidate={false} onSubmitStart={() => setError(null)} onValid={handleSubmit} aria-label={t('login.title')}>
        <Field.Text name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <Field.Password name="password" label={t('fields.password')} autoComplete="current-password" required />
        <Button type="submit" fullWidth disabled={loading}>
          {t(loading ? 'login.submitting' : 'login.submit')}
        </Button>
      </ZodForm>
      <StyledAuthFooter>
        <TextWithLink text={(link) => t('login.noAccount', { link })} link={<Link to={authPaths.register}>{t('login.registerLink')}</Link>} />
      </StyledAuthFooter>
    </StyledAuthColumn>
  );
}
