import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BANNER_DISMISS_MS, Banner, Button, TextAreaField, TextField } from '../../../ui';
import { ContactDetailsQuery, SaveContactDetailsMutation } from '../api/contact.graphql';
import {
  CONTACT_NUMBER_MAX_LENGTH, EMPTY_CONTACT, contactInput, saveMessages, validateContactDetails,
  type ContactField, type ContactFormErrors, type ContactFormValues,
} from '../contact-form';
import { serverFieldErrors } from '../../../lib/graphql-errors';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const FIELDS: readonly ContactField[] = ['contactNumber', 'facebookPagee', 'email', 'address'];

type Notice = { id: number; variant: 'success' | 'error'; text: string };

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
  const [values, setValues] = useState<ContactFormValues>(() => valuesOf(record));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { loading: saving }] = useMutation(SaveContactDetailsMutation);

  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, variant, text }));

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validateContactDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice(null);
      return;
    }
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
      if (data) setValues(valuesOf(data.saveContactDetails));
      show('success', messages.success);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(Object.fromEntries(FIELDS.filter((field) => fromServer[field]).map((field) => [field, fromServer[field]])));
      show('error', messages.failure);
    }
  };

  return (
    <>
      {notice && (
        <Banner
          key={notice.id}
          variant={notice.variant}
          autoDismissMs={notice.variant === 'success' ? BANNER_DISMISS_MS.default : undefined}
          onDismiss={() => setNotice(null)}
        >
          {notice.text}
        </Banner>
      )}
      <StyledForm noValidate aria-label="Contact details" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Contact Number"
          name="contact_number"
          type="tel"
          autoComplete="tel"
          required
          hint={`At most ${CONTACT_NUMBER_MAX_LENGTH} characters`}
          value={values.contactNumber}
          onChange={(value) => change('contactNumber', value)}
          error={errors.contactNumber}
        />
        <TextField
          label="Facebook Page"
          name="facebook_pagee"
          type="url"
          required
          placeholder="https://www.facebook.com/..."
          value={values.facebookPagee}
          onChange={(value) => change('facebookPagee', value)}
          error={errors.facebookPagee}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(value) => change('email', value)}
          error={errors.email}
        />
        <TextAreaField
          label="Address"
          name="address"
          required
          rows={3}
          value={values.address}
          onChange={(value) => change('address', value)}
          error={errors.address}
        />
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
      </StyledForm>
    </>
  );
}
