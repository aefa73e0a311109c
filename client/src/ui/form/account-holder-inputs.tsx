import { formFields } from './bound-fields';

const Field = formFields<{ email: string; firstName: string; lastName: string }>();

/**
 * The e-mail and names of a new staff or city account, in a form whose schema has accountHolderFields();
 * `whose` names the holder in the labels ("Punong Barangay's e-mail") when the form is about something else too.
 */
export function AccountHolderInputs({ whose }: { whose?: string }) {
  const label = (text: string) => (whose ? `${whose}'s ${text.toLowerCase()}` : text);
  return (
    <>
      <Field.Text name="email" label={label('E-mail')} type="email" autoComplete="off" required />
      <Field.Text name="firstName" label={label('First name')} required />
      <Field.Text name="lastName" label={label('Last name')} required />
    </>
  );
}
