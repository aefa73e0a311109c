import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { barangayToday } from '@barangay-portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { authPaths } from '../paths';
import { Button, ZodForm, useZodForm } from '../../../ui';
import { RegisterMutation, RegistrationPrivacyNoticeQuery } from '../api/auth.graphql';
import { REGISTERED_STATE } from '../login-navigation';
import { authMessages } from '../messages';
import {
  EMPTY_REGISTER_FORM, REGISTER_STEPS, firstStepWithError, registerErrorsFromServer, registerFormSchema, toRegisterInput,
  type RegisterErrors, type RegisterField, type RegisterForm,
} from '../register-validation';
import { StyledAuthForm } from './auth-form-layout';
import { RegisterStepFields, STEP_TITLES } from './register-step-fields';

const LAST_STEP = REGISTER_STEPS.length - 1;

const StyledStepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

/** The four-step registration wizard (docs/rules/accounts.md#registration-wizard). */
export function RegisterWizard() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const today = barangayToday();
  const schema = useMemo(() => registerFormSchema(t, today), [t, today]);
  const form = useZodForm(schema, EMPTY_REGISTER_FORM);
  const [step, setStep] = useState(0);
  const [register, { loading }] = useMutation(RegisterMutation);
  // The version of the privacy notice the checkbox agrees to: the one in force when the form was opened.
  const notice = useQuery(RegistrationPrivacyNoticeQuery, { fetchPolicy: 'network-only' });
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // What to focus once shown: the new step's title, or the first field with an error (a new object each time).
  const [focusTarget, setFocusTarget] = useState<{ target: 'title' | 'error' } | null>(null);
  const focused = useRef<object | null>(null);
  // Read here so the wizard renders again when the messages reach the fields: only then can the focus go to one.
  const { errors } = form.formState;

  useEffect(() => {
    if (!focusTarget || focused.current === focusTarget) return;
    const element = focusTarget.target === 'title'
      ? titleRef.current
      : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!element) return;
    element.focus();
    focused.current = focusTarget;
  }, [focusTarget, errors]);

  const showStep = (next: number, focus: 'title' | 'error') => {
    setFocusTarget({ target: focus });
    setStep(next);
  };

  /** Checks this step's fields only (their messages replace the old ones), then moves on. */
  const goNext = async () => {
    if (await form.trigger([...REGISTER_STEPS[step]])) showStep(step + 1, 'title');
    else showStep(step, 'error');
  };

  /** Submission needs all four steps complete: the first step with a message is shown (docs/rules/accounts.md#wizard-submit). */
  const showFirstInvalidStep = (errors: FieldErrors<RegisterForm>) => {
    const invalid = REGISTER_STEPS.findIndex((fields) => fields.some((field) => errors[field]));
    if (invalid !== -1) showStep(invalid, 'error');
  };

  const submit = async (values: RegisterForm) => {
    try {
      await register({ variables: { input: toRegisterInput(values, notice.data?.privacyNotice.version ?? null) } });
      void navigate(authPaths.login, { state: REGISTERED_STATE });
    } catch (error) {
      const serverErrors = CombinedGraphQLErrors.is(error)
        ? error.errors.reduce<RegisterErrors>(
            (all, e) => ({ ...all, ...registerErrorsFromServer(e.extensions?.fields) }),
            {},
          )
        : {};
      const errorStep = firstStepWithError(serverErrors);
      if (errorStep === null) {
        // A registration failure other than field errors is only logged (docs/rules/accounts.md#wizard-server-errors).
        console.error('Registration failed', error);
        return;
      }
      form.clearErrors();
      // The notice changed meanwhile: the box is unticked, and ticking it again agrees to the version now in force,
      // which is fetched before the message shows, so a quick tick never agrees to the old one again.
      if (serverErrors.privacyConsent) {
        form.setValue('privacyConsent', false);
        await notice.refetch().catch(() => undefined);
      }
      for (const field of Object.keys(serverErrors) as RegisterField[]) form.setError(field, { type: 'server', message: serverErrors[field] });
      showStep(errorStep, 'error');
    }
  };

  return (
    <ZodForm
      as={StyledAuthForm}
      ref={formRef}
      form={form}
      // Enter on steps 1-3 means Next; only the last step submits.
      onSubmitStart={() => {
        if (step === LAST_STEP) return true;
        void goNext();
        return false;
      }}
      onValid={submit}
      onInvalid={showFirstInvalidStep}
      aria-label={t('register.title')}
    >
      <StyledStepTitle ref={titleRef} tabIndex={-1}>
        {t('register.step', { step: step + 1, count: REGISTER_STEPS.length, title: t(STEP_TITLES[step]) })}
      </StyledStepTitle>
      <StyledNote>{t('register.allRequired')}</StyledNote>
      <RegisterStepFields step={step} today={today} />
      <StyledActions>
        <Button variant="secondary" onClick={() => showStep(step - 1, 'title')} disabled={step === 0 || loading}>
          {t('register.previous')}
        </Button>
        {step < LAST_STEP ? (
          <Button key="next" type="submit">{t('register.next')}</Button>
        ) : (
          <Button key="submit" type="submit" disabled={loading}>{t(loading ? 'register.submitting' : 'register.submit')}</Button>
        )}
      </StyledActions>
    </ZodForm>
  );
}
