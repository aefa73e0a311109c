import { PasswordField, SelectField, TextField, type SelectOption } from '../../../ui';
import {
  GENDERS, REGISTRATION_CIVIL_STATUSES, type RegisterErrors, type RegisterField, type RegisterForm,
} from '../register-validation';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const GENDER_OPTIONS: SelectOption[] = GENDERS.map((value) => ({ value, label: capitalise(value) }));
const CIVIL_STATUS_OPTIONS: SelectOption[] =
  REGISTRATION_CIVIL_STATUSES.map((value) => ({ value, label: capitalise(value) }));
const YES_NO_OPTIONS: SelectOption[] = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

export const STEP_TITLES = ['Account', 'Name', 'Address and Contact', 'Other Details'] as const;

export interface RegisterStepFieldsProps {
  step: number;
  form: RegisterForm;
  errors: RegisterErrors;
  onChange: (field: RegisterField, value: string) => void;
  today: string;
}

/** The controls of one wizard step (docs/rules/accounts.md#registration-wizard). */
export function RegisterStepFields({ step, form, errors, onChange, today }: RegisterStepFieldsProps) {
  const text = (field: RegisterField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
  });

  switch (step) {
    case 0:
      return (
        <>
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...text('password')} />
          <PasswordField label="Repeat Password" autoComplete="new-password" {...text('repeatPassword')} />
          <TextField label="Nickname" autoComplete="nickname" {...text('nickname')} />
        </>
      );
    case 1:
      return (
        <>
          <TextField label="Middle Name" autoComplete="additional-name" {...text('middleName')} />
          <TextField label="Last Name" autoComplete="family-name" {...text('lastName')} />
          <TextField label="First Name" autoComplete="given-name" {...text('firstName')} />
          <SelectField label="Gender" options={GENDER_OPTIONS} {...text('gender')} />
        </>
      );
    case 2:
      return (
        <>
          <TextField label="Address" autoComplete="street-address" {...text('address')} />
          <TextField label="Birthdate" type="date" max={today} autoComplete="bday" {...text('birthdate')} />
          <TextField label="Birthplace" {...text('birthPlace')} />
          <TextField label="Contact Number" type="tel" autoComplete="tel" {...text('contactNumber')} />
        </>
      );
    default:
      return (
        <>
          <SelectField label="Civil Status" options={CIVIL_STATUS_OPTIONS} {...text('civilStatus')} />
          <SelectField label="Employed" options={YES_NO_OPTIONS} {...text('isEmployed')} />
          <SelectField label="Voter" options={YES_NO_OPTIONS} {...text('isVoter')} />
          <TextField label="Religion" {...text('religion')} />
        </>
      );
  }
}
