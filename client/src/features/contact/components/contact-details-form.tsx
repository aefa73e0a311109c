import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useZodForm, type Notice as ScreenNotice } from '../../../ui';
import { ContactDetailsQuery, SaveContactDetailsMutation } from '../api/contact.graphql';
import {
  CONTACT_NUMBER_MAX_LENGTH, CONTACT_SERVER_FIELDS, EMPTY_CONTACT, contactFormSchema, contactInput, saveMessages,
  type ContactFormValues,
} from '../contact-form';
import { serverFieldErrors } from '../../../lib/graphql-errors';
import { contactMessages } from '../messages';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const Field = formFields<ContactFormValues>();

/** An example of the address asked for: the same in every language. */
const FACEBOOK_PAGE_EXAMPLE = 'https://www.facebook.com/...';

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
  const t = useMessages(contactMessages);
  const form = useZodForm(contactFormSchema, valuesOf(record));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { loading: saving }] = useMutation(SaveContactDetailsMutation);

  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, variant, text }));

  const submit = async (values: ContactFormValues) => {
    const messages = saveMessages(t, record !== null);
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
      <ZodForm as={StyledForm} form={form} busy={saving} onValid={submit} onInvalid={() => setNotice(null)} aria-label={t('form.name')}>
        <Field.Text
          name="contactNumber"
          label={t('form.contactNumber')}
          type="tel"
          autoComplete="tel"
          required
          hint={t('form.contactNumberHint', { max: CONTACT_NUMBER_MAX_LENGTH })}
        />
        <Field.Text name="facebookPagee" label={t('facebookPage')} type="url" required placeholder={FACEBOOK_PAGE_EXAMPLE} />
        <Field.Text name="email" label={t('email')} type="email" autoComplete="email" required />
        <Field.TextArea name="address" label={t('address')} required rows={3} />
        <Button type="submit" disabled={saving}>{t(saving ? 'form.saving' : 'form.save')}</Button>
      </ZodForm>
    </>
  );
}
