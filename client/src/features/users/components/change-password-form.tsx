import { useMutation } from '@apollo/client/react';
import { serverFieldErrors } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, ZodForm, formFields, setServerFieldErrors, useZodForm } from '../../../ui';
import { ChangePasswordMutation } from '../api/users.graphql';
import { usersMessages } from '../messages';
import {
  EMPTY_PASSWORD_CHANGE, PASSWORD_CHANGE_SERVER_FIELDS, passwordChangeSchema, type PasswordChangeForm,
} from '../password-change';
import { StyledFieldGrid, StyledFieldNote } from './form-layout';

export interface ChangePasswordFormProps {
  onChanged: () => void;
  onFailed: () => void;
}

const Field = formFields<PasswordChangeForm>();

/** A new password for the signed-in account, with the current one as proof. */
export function ChangePasswordForm({ onChanged, onFailed }: ChangePasswordFormProps) {
  const t = useMessages(usersMessages);
  const form = useZodForm(passwordChangeSchema, EMPTY_PASSWORD_CHANGE);
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  const submit = async (input: PasswordChangeForm) => {
    try {
      await changePassword({ variables: { input } });
      form.reset(EMPTY_PASSWORD_CHANGE);
      onChanged();
    } catch (error) {
      setServerFieldErrors(form.setError, serverFieldErrors(error), PASSWORD_CHANGE_SERVER_FIELDS);
      onFailed();
    }
  };

  return (
    <ZodForm form={form} onValid={submit} aria-label={t('account.changePassword')}>
      <StyledFieldNote>{t('account.passwordNote')}</StyledFieldNote>
      <StyledFieldGrid>
        <Field.Password name="currentPassword" label={t('fields.currentPassword')} autoComplete="current-password" required />
        <Field.Password name="password" label={t('fields.newPassword')} autoComplete="new-password" required />
        <Field.Password name="repeatPassword" label={t('fields.repeatPassword')} autoComplete="new-password" required />
      </StyledFieldGrid>
      <Button type="submit" disabled={loading}>{t(loading ? 'saving' : 'account.changePassword')}</Button>
    </ZodForm>
  );
}
