import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { serverFieldErrors } from '../../../lib/graphql-errors';
import { Button, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useNotice, useZodForm } from '../../../ui';
import { PrivacyNoticeQuery, SaveDataProtectionOfficerMutation } from '../api/privacy.graphql';
import {
  OFFICER_SERVER_FIELDS, officerFormSchema, officerInput, officerValuesOf, PRIVACY_MANAGER_TEXTS as TEXTS, type OfficerFormValues,
} from '../privacy-form';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const Field = formFields<OfficerFormValues>();

/** The data protection officer's contact, shown with the notice to everyone. */
export function DataProtectionOfficerForm({ officer }: { officer: { name: string; email: string; phone?: string | null } | null }) {
  const form = useZodForm(officerFormSchema, officerValuesOf(officer));
  const { notice, show, clear } = useNotice();
  const [save, { loading: saving }] = useMutation(SaveDataProtectionOfficerMutation, {
    refetchQueries: [{ query: PrivacyNoticeQuery, variables: { version: null } }],
  });

  const submit = async (values: OfficerFormValues) => {
    try {
      const { data } = await save({ variables: { input: officerInput(values) } });
      if (data) form.reset(officerValuesOf(data.saveDataProtectionOfficer));
      show('success', TEXTS.officerSaved);
    } catch (failure) {
      setServerFieldErrors(form.setError, serverFieldErrors(failure), OFFICER_SERVER_FIELDS);
      show('error', TEXTS.officerSaveFailed);
    }
  };

  return (
    <>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <p>{TEXTS.officerIntro}</p>
      <ZodForm as={StyledForm} form={form} busy={saving} onValid={submit} onInvalid={clear} aria-label={TEXTS.officerTitle}>
        <Field.Text name="name" label="Name" required autoComplete="off" />
        <Field.Text name="email" label="E-mail" type="email" required autoComplete="off" />
        <Field.Text name="phone" label="Phone" type="tel" autoComplete="off" />
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
      </ZodForm>
    </>
  );
}
