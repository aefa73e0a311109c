import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { serverFieldErrors } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useNotice, useZodForm } from '../../../ui';
import { PrivacyNoticeQuery, SaveDataProtectionOfficerMutation } from '../api/privacy.graphql';
import { privacyMessages } from '../messages';
import { OFFICER_SERVER_FIELDS, officerFormSchema, officerInput, officerValuesOf, type OfficerFormValues } from '../privacy-form';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const Field = formFields<OfficerFormValues>();

/** The data protection officer's contact, shown with the notice to everyone. */
export function DataProtectionOfficerForm({ officer }: { officer: { name: string; email: string; phone?: string | null } | null }) {
  const t = useMessages(privacyMessages);
  const form = useZodForm(officerFormSchema, officerValuesOf(officer));
  const { notice, show, clear } = useNotice();
  const [save, { loading: saving }] = useMutation(SaveDataProtectionOfficerMutation, {
    refetchQueries: [{ query: PrivacyNoticeQuery, variables: { version: null } }],
  });

  const submit = async (values: OfficerFormValues) => {
    try {
      const { data } = await save({ variables: { input: officerInput(values) } });
      if (data) form.reset(officerValuesOf(data.saveDataProtectionOfficer));
      show('success', t('manager.officerSaved'));
    } catch (failure) {
      setServerFieldErrors(form.setError, serverFieldErrors(failure), OFFICER_SERVER_FIELDS);
      show('error', t('manager.officerSaveFailed'));
    }
  };

  return (
    <>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <p>{t('manager.officerIntro')}</p>
      <ZodForm as={StyledForm} form={form} busy={saving} onValid={submit} onInvalid={clear} aria-label={t('officer.title')}>
        <Field.Text name="name" label={t('officer.name')} required autoComplete="off" />
        <Field.Text name="email" label={t('officer.email')} type="email" required autoComplete="off" />
        <Field.Text name="phone" label={t('officer.phone')} type="tel" autoComplete="off" />
        <Button type="submit" disabled={saving}>{t(saving ? 'manager.saving' : 'manager.save')}</Button>
      </ZodForm>
    </>
  );
}
