import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { barangayToday } from '@barangay-portal/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui';
import { RegisterMutation } from '../api/auth.graphql';
import { REGISTERED_STATE } from '../login-navigation';
import {
  EMPTY_REGISTER_FORM, REGISTER_STEPS, firstStepWithError, registerErrorsFromServer,
  toRegisterInput, validateRegistration, validateStep,
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

/** Drops the errors of the given fields and adds the new ones. */
function replaceErrors(previous: RegisterErrors, fields: readonly RegisterField[], next: RegisterErrors): RegisterErrors {
  const kept = { ...previous };
  for (const field of fields) delete kept[field];
  return { ...kept, ...next };
}

/** The four-step registration wizard (docs/rules/accounts.md#registration-wizard). */
export function RegisterWizard() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY_REGISTER_FORM);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [step, setStep] = useState(0);
  const [register, { loading }] = useMutation(RegisterMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // What to focus after the next render: the new step's title, or the first field with an error.
  const focusTarget = useRef<'title' | 'error' | null>(null);
  const today = barangayToday();

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'title') titleRef.current?.focus();
    if (target === 'error') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const handleChange = (field: RegisterField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => replaceErrors(previous, [field], {}));
  };

  const showStep = (next: number, focus: 'title' | 'error') => {
    focusTarget.current = focus;
    setStep(next);
  };

  const goNext = () => {
    const stepErrors = validateStep(step, form, today);
    setErrors((previous) => replaceErrors(previous, REGISTER_STEPS[step], stepErrors));
    if (Object.keys(stepErrors).length > 0) {
      focusTarget.current = 'error';
      return;
    }
    showStep(step + 1, 'title');
  };

  const submit = async () => {
    const { errors: allErrors, firstInvalidStep } = validateRegistration(form, today);
    setErrors(allErrors);
    if (firstInvalidStep !== null) {
      showStep(firstInvalidStep, 'error');
      return;
    }
    try {
      await register({ variables: { input: toRegisterInput(form) } });
      void navigate(paths.login, { state: REGISTERED_STATE });
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
      setErrors(serverErrors);
      showStep(errorStep, 'error');
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter on steps 1-3 means Next; only the last step submits.
    if (step < LAST_STEP) goNext();
    else void submit();
  };

  return (
    <StyledAuthForm ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Register">
      <StyledStepTitle ref={titleRef} tabIndex={-1}>
        Step {step + 1} of {REGISTER_STEPS.length}: {STEP_TITLES[step]}
      </StyledStepTitle>
      <StyledNote>All fields are required.</StyledNote>
      <RegisterStepFields step={step} form={form} errors={errors} onChange={handleChange} today={today} />
      <StyledActions>
        <Button variant="secondary" onClick={() => showStep(step - 1, 'title')} disabled={step === 0 || loading}>
          Previous
        </Button>
        {step < LAST_STEP ? (
          <Button key="next" type="submit">Next</Button>
        ) : (
          <Button key="submit" type="submit" disabled={loading}>{loading ? 'Submitting...' : 'Submit'}</Button>
        )}
      </StyledActions>
    </StyledAuthForm>
  );
}
