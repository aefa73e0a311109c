import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { Button, PasswordField } from '../../../ui';
import { ChangePasswordMutation } from '../api/users.graphql';
import {
  EMPTY_PASSWORD_CHANGE, passwordErrorsFromServer, validatePasswordChange,
  type PasswordChangeErrors, type PasswordChangeField, type PasswordChangeForm,
} from '../password-change';
import { StyledFieldGrid, StyledFieldNote } from './form-layout';

export interface ChangePasswordFormProps {
  onChanged: () => void;
  onFailed: () => void;
}

/** A new password for the signed-in account, with the current one as proof. */
export function ChangePasswordForm({ onChanged, onFailed }: ChangePasswordFormProps) {
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  const field = (name: PasswordChangeField) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (value: string) => {
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changePassword({ variables: { input: form } });
      setForm(EMPTY_PASSWORD_CHANGE);
      onChanged();
    } catch (error) {
      setErrors(passwordErrorsFromServer(graphqlErrorInfo(error).fields));
      onFailed();
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Change Password">
      <StyledFieldNote>Changing the password signs you out everywhere else: other browsers and phones must sign in again.</StyledFieldNote>
      <StyledFieldGrid>
        <PasswordField label="Current Password" autoComplete="current-password" required {...field('currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" required {...field('password')} />
        <PasswordField label="Repeat Password" autoComplete="new-password" required {...field('repeatPassword')} />
      </StyledFieldGrid>
      <Button type="submit" disabled={loading}>{loading ? 'Saving...' : 'Change Password'}</Button>
    </form>
  );
}
