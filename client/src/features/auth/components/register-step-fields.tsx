import { Link } from 'react-router-dom';
import { useScreenLinks } from '../../../lib/screen-links';
import { formFields, type SelectOption } from '../../../ui';
import { GENDERS, REGISTRATION_CIVIL_STATUSES, type RegisterForm } from '../register-validation';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const GENDER_OPTIONS: SelectOption[] = GENDERS.map((value) => ({ value, label: capitalise(value) }));
const CIVIL_STATUS_OPTIONS: SelectOption[] =
  REGISTRATION_CIVIL_STATUSES.map((value) => ({ value, label: capitalise(value) }));
const YES_NO_OPTIONS: SelectOption[] = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

export const STEP_TITLES = ['Account', 'Name', 'Address and Contact', 'Other Details'] as const;

const Field = formFields<RegisterForm>();

export interface RegisterStepFieldsProps {
  step: number;
  today: string;
}

/** The controls of one wizard step (docs/rules/accounts.md#registration-wizard), in the enclosing form. */
export function RegisterStepFields({ step, today }: RegisterStepFieldsProps) {
  const { privacyNotice } = useScreenLinks();
  switch (step) {
    case 0:
      return (
        <>
          <Field.Text name="email" label="Email" type="email" autoComplete="email" />
          <Field.Password name="password" label="Password" autoComplete="new-password" />
          <Field.Password name="repeatPassword" label="Repeat Password" autoComplete="new-password" />
          <Field.Text name="nickname" label="Nickname" autoComplete="nickname" />
        </>
      );
    case 1:
      return (
        <>
          <Field.Text name="middleName" label="Middle Name" autoComplete="additional-name" />
          <Field.Text name="lastName" label="Last Name" autoComplete="family-name" />
          <Field.Text name="firstName" label="First Name" autoComplete="given-name" />
          <Field.Select name="gender" label="Gender" options={GENDER_OPTIONS} />
        </>
      );
    case 2:
      return (
        <>
          <Field.Text name="address" label="Address" autoComplete="street-address" />
          <Field.Text name="birthdate" label="Birthdate" type="date" max={today} autoComplete="bday" />
          <Field.Text name="birthPlace" label="Birthplace" />
          <Field.Text name="contactNumber" label="Contact Number" type="tel" autoComplete="tel" />
        </>
      );
    default:
      return (
        <>
          <Field.Select name="civilStatus" label="Civil Status" options={CIVIL_STATUS_OPTIONS} />
          <Field.Select name="isEmployed" label="Employed" options={YES_NO_OPTIONS} />
          <Field.Select name="isVoter" label="Voter" options={YES_NO_OPTIONS} />
          <Field.Text name="religion" label="Religion" />
          <Field.Checkbox
            name="privacyConsent"
            label="I have read and agree to the privacy notice"
            // A new tab, so the answers typed here stay.
            hint={<>Read the <Link to={privacyNotice} target="_blank" rel="noopener">privacy notice</Link> (opens in a new tab).</>}
          />
        </>
      );
  }
}
