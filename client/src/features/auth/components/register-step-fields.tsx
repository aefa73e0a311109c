import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/language-context';
import { useScreenLinks } from '../../../lib/screen-links';
import { formFields, TextWithLink, type SelectOption } from '../../../ui';
import { authMessages, type AuthText } from '../messages';
import { GENDERS, REGISTRATION_CIVIL_STATUSES, type RegisterForm } from '../register-validation';

const genderOptions = (t: AuthText): SelectOption[] => GENDERS.map((value) => ({ value, label: t(`choices.gender.${value}`) }));
const civilStatusOptions = (t: AuthText): SelectOption[] =>
  REGISTRATION_CIVIL_STATUSES.map((value) => ({ value, label: t(`choices.civilStatus.${value}`) }));
const yesNoOptions = (t: AuthText): SelectOption[] => [{ value: 'yes', label: t('choices.yes') }, { value: 'no', label: t('choices.no') }];

/** Each step's title, by its message's key. */
export const STEP_TITLES = ['register.steps.account', 'register.steps.name', 'register.steps.addressAndContact', 'register.steps.otherDetails'] as const;

const Field = formFields<RegisterForm>();

export interface RegisterStepFieldsProps {
  step: number;
  today: string;
}

/** The controls of one wizard step (docs/rules/accounts.md#registration-wizard), in the enclosing form. */
export function RegisterStepFields({ step, today }: RegisterStepFieldsProps) {
  const t = useMessages(authMessages);
  const { privacyNotice } = useScreenLinks();
  switch (step) {
    case 0:
      return (
        <>
          <Field.Text name="email" label={t('fields.email')} type="email" autoComplete="email" />
          <Field.Password name="password" label={t('fields.password')} autoComplete="new-password" />
          <Field.Password name="repeatPassword" label={t('fields.repeatPassword')} autoComplete="new-password" />
          <Field.Text name="nickname" label={t('fields.nickname')} autoComplete="nickname" />
        </>
      );
    case 1:
      return (
        <>
          <Field.Text name="middleName" label={t('fields.middleName')} autoComplete="additional-name" />
          <Field.Text name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
          <Field.Text name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <Field.Select name="gender" label={t('fields.gender')} options={genderOptions(t)} />
        </>
      );
    case 2:
      return (
        <>
          <Field.Text name="address" label={t('fields.address')} autoComplete="street-address" />
          <Field.Text name="birthdate" label={t('fields.birthdate')} type="date" max={today} autoComplete="bday" />
          <Field.Text name="birthPlace" label={t('fields.birthPlace')} />
          <Field.Text name="contactNumber" label={t('fields.contactNumber')} type="tel" autoComplete="tel" />
        </>
      );
    default:
      return (
        <>
          <Field.Select name="civilStatus" label={t('fields.civilStatus')} options={civilStatusOptions(t)} />
          <Field.Select name="isEmployed" label={t('fields.isEmployed')} options={yesNoOptions(t)} />
          <Field.Select name="isVoter" label={t('fields.isVoter')} options={yesNoOptions(t)} />
          <Field.Text name="religion" label={t('fields.religion')} />
          <Field.Checkbox
            name="privacyConsent"
            label={t('fields.privacyConsent')}
            hint={(
              <TextWithLink
                text={(link) => t('fields.privacyConsent.hint', { link })}
                // A new tab, so the answers typed here stay.
                link={<Link to={privacyNotice} target="_blank" rel="noopener">{t('fields.privacyConsent.link')}</Link>}
              />
            )}
          />
        </>
      );
  }
}
