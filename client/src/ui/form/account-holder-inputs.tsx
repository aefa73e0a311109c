import { useMessages } from '../../lib/i18n/language-context';
import { uiMessages } from '../messages';
import { formFields } from './bound-fields';

const Field = formFields<{ email: string; firstName: string; lastName: string }>();

/**
 * The e-mail and names of a new staff or city account, in a form whose schema has accountHolderFields();
 * `whose` names the holder in the labels ("Punong Barangay's e-mail") when the form is about something else too.
 */
export function AccountHolderInputs({ whose }: { whose?: string }) {
  const t = useMessages(uiMessages);
  return (
    <>
      <Field.Text name="email" label={whose ? t('accountHolder.emailOf', { whose }) : t('accountHolder.email')} type="email" autoComplete="off" required />
      <Field.Text name="firstName" label={whose ? t('accountHolder.firstNameOf', { whose }) : t('accountHolder.firstName')} required />
      <Field.Text name="lastName" label={whose ? t('accountHolder.lastNameOf', { whose }) : t('accountHolder.lastName')} required />
    </>
  );
}
