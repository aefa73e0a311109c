import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useZodForm, type Notice as ScreenNotice } from '../../../ui';
import { ContactDetailsQuery, SaveContactDetailsMutation } from '../api/contact.graphql';
import {
  CONTACT_NUMBER_MAX_LENGTH, CONTACT_SERVER_FIELDS, EMPTY_CONTACT, contactFormSchema, contactInput, saveMessages,
  type ContactFormValues,
} from '../contact-form';
import { serverFieldErrors } from '../../../lib/graphql-errors';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const Field = formFields<ContactFormValues>();

type Notice = ScreenNotice & { id: number };

export interface ContactDetailsFormProps {
  /** The saved record, or null before the first save: decides between the created and updated messages. */
  record: ContactFormValues | null;
}

const valuesOf = (record: ContactFormValues | null): ContactFormValues => (record
  ? { contactNumber: record.contactNumber, facebookPagee: record.facebookPagee, email: record.email, address: record.address }
  : EMPTY_CONTACT);

/**
 * The single contact record's form (docs/rules/content.md#contact-details-screen): the server's rules checked here first, the
 * server's own field messages shown when it refuses.
 */
export function ContactDetailsForm({ record }: ContactDetailsFormProps) {
  const form = useZodForm(contactFormSchema, valuesOf(record));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { loading: saving }] = useMutation(SaveContactDetailsMutation);

  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, variant, text }));

  const submit = async (values: ContactFormValues) => {
    const messages = saveMessages(record !== null);
    try {
      const { data } = await save({
        variables: { input: contactInput(values) },
        // The page's query (and the public card) now see the record, so the next save is an update.
        update: (cache, result) => {
          const saved = result.data?.saveContactDetails;
          if (saved) cache.writeQuery({ query: ContactDetailsQuery, data: { contactDetails: saved } });
        },
      });
      if (data) form.reset(valuesOf(data.saveContactDetails));
      show('success', messages.success);
    } catch (error) {
      setServerFieldErrors(form.setError, serverFieldErrors(error), CONTACT_SERVER_FIELDS);
      show('error', messages.failure);
    }
  };

  return (
    <>
      {/* A new key for each save, so the same text shows (and fades) again. */}
      <NoticeBanner key={notice?.id} notice={notice} onDismiss={() => setNotice(null)} />
      <ZodForm as={StyledForm} form={form} busy={saving} onValid={submit} onInvalid={() => setNotice(null)} aria-label="Contact details">
        <Field.Text
          name="contactNumber"
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          required
          hint={`At most ${CONTACT_NUMBER_MAX_LENGTH} characters`}
        />
        <Field.Text name="facebookPagee" label="Facebook Page" type="url" required placeholder="https://www.facebook.com/..." />
        <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
        <Field.TextArea name="address" label="Address" required rows={3} />
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
      </ZodForm>
    </>
  );
}
