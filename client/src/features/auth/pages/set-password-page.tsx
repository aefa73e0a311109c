import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authPaths } from '../paths';
import { graphqlErrorInfo, serverFieldErrors } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, ZodForm, formFields, setServerFieldErrors, useZodForm } from '../../../ui';
import { SetStaffPasswordMutation } from '../api/auth.graphql';
import { StyledAuthColumn, StyledAuthFooter, StyledAuthForm, StyledAuthText, StyledAuthTitle } from '../components/auth-form-layout';
import { authMessages } from '../messages';
import {
  EMPTY_SET_PASSWORD, SET_PASSWORD_MESSAGES, SET_PASSWORD_SERVER_FIELDS, setPasswordSchema, tokenFromFragment, type SetPasswordForm,
} from '../set-password';

const Field = formFields<SetPasswordForm>();

/** Where a staff member's e-mailed one-time link opens (docs/rules/accounts.md#staff-roles): they choose their password, then sign in. */
export function SetPasswordPage() {
  const t = useMessages(authMessages);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then dropped from the address bar: a screenshot or a shared screen should not show a working link.
  const [token] = useState(() => tokenFromFragment(location.hash));
  useEffect(() => {
    if (location.hash !== '') void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  const form = useZodForm(setPasswordSchema, EMPTY_SET_PASSWORD);
  const [setPassword, { loading }] = useMutation(SetStaffPasswordMutation);
  const [error, setError] = useState<string | null>(token ? null : SET_PASSWORD_MESSAGES.incompleteLink);
  const [done, setDone] = useState(false);

  const submit = async ({ password, repeatPassword }: SetPasswordForm) => {
    if (!token) return;
    try {
      await setPassword({ variables: { input: { token, password, repeatPassword } } });
      setDone(true);
    } catch (caught) {
      const fields = serverFieldErrors(caught);
      setServerFieldErrors(form.setError, fields, SET_PASSWORD_SERVER_FIELDS);
      if (Object.keys(fields).length === 0) setError(graphqlErrorInfo(caught).message ?? t('setPassword.failed'));
    }
  };

  return (
    <StyledAuthColumn>
      <StyledAuthTitle>{t('setPassword.title')}</StyledAuthTitle>
      {done ? (
        <Banner variant="success">{t('setPassword.done')}</Banner>
      ) : (
        <>
          {error && <Banner variant="error">{error}</Banner>}
          {token && (
            <ZodForm as={StyledAuthForm} form={form} onSubmitStart={() => setError(null)} onValid={submit} aria-label={t('setPassword.title')}>
              <StyledAuthText>{t('setPassword.intro')}</StyledAuthText>
              <Field.Password name="password" label={t('setPassword.password')} autoComplete="new-password" required />
              <Field.Password name="repeatPassword" label={t('setPassword.repeatPassword')} autoComplete="new-password" required />
              <Button type="submit" fullWidth disabled={loading}>{t(loading ? 'setPassword.saving' : 'setPassword.submit')}</Button>
            </ZodForm>
          )}
        </>
      )}
      <StyledAuthFooter>
        <Link to={authPaths.login}>{t('setPassword.toLogin')}</Link>
      </StyledAuthFooter>
    </StyledAuthColumn>
  );
}
