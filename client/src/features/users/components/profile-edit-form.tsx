import { useMutation } from '@apollo/client/react';
import type { CivilStatus } from '../../../gql/graphql';
import { Button, ZodForm, formFields, useZodForm, type SelectOption } from '../../../ui';
import { UpdateProfileMutation } from '../api/users.graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import {
  PROFILE_CIVIL_STATUSES, isBlankPassword, labelOf, profileErrorsFromFailure, profileFormOf, profileFormSchema, toUpdateProfileInput,
  type ProfileField, type ProfileForm,
} from '../profile-form';
import { StyledFieldGrid, StyledFieldNote } from './form-layout';

const YES_NO_OPTIONS: SelectOption[] = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

const Field = formFields<ProfileForm>();

export interface ProfileEditFormProps {
  user: Parameters<typeof profileFormOf>[0];
  onSaved: () => void;
  onFailed: () => void;
}

/** The part of the profile a resident may change (docs/rules/accounts.md#profile-edit). */
export function ProfileEditForm({ user, onSaved, onFailed }: ProfileEditFormProps) {
  const form = useZodForm(profileFormSchema, profileFormOf(user));
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const password = form.watch('password');

  // A resident registered as separated keeps seeing (and may keep) that status; it is not offered otherwise.
  const civilStatuses: readonly CivilStatus[] = user.civilStatus && !PROFILE_CIVIL_STATUSES.includes(user.civilStatus)
    ? [...PROFILE_CIVIL_STATUSES, user.civilStatus]
    : PROFILE_CIVIL_STATUSES;
  const civilOptions = civilStatuses.map((value) => ({ value, label: labelOf(value) }));

  const submit = async (values: ProfileForm) => {
    try {
      await updateProfile({ variables: { input: toUpdateProfileInput(values) } });
      form.reset({ ...values, password: '', repeatPassword: '', currentPassword: '' });
      onSaved();
    } catch (error) {
      const errors = profileErrorsFromFailure(graphqlErrorInfo(error));
      for (const field of Object.keys(errors) as ProfileField[]) form.setError(field, { type: 'server', message: errors[field] });
      onFailed();
    }
  };

  return (
    <ZodForm form={form} onValid={submit} aria-label="Edit Profile">
      <StyledFieldGrid>
        <Field.Text name="address" label="Address" autoComplete="street-address" required />
        <Field.Text name="contactNumber" label="Contact Number" type="tel" autoComplete="tel" required />
        <Field.Select name="civilStatus" label="Civil Status" options={civilOptions} required />
        <Field.Select name="isVoter" label="Voter" options={YES_NO_OPTIONS} required />
        <Field.Select name="isEmployed" label="Employed" options={YES_NO_OPTIONS} required />
      </StyledFieldGrid>
      <StyledFieldNote>Leave the password fields empty to keep your current password. To change it, you will be asked for the current one.</StyledFieldNote>
      <StyledFieldGrid>
        <Field.Password name="password" label="New Password" autoComplete="new-password" />
        <Field.Password name="repeatPassword" label="Repeat Password" autoComplete="new-password" />
        {/* Asked for only once a new password is typed: keeping the password needs no proof. */}
        {!isBlankPassword(password) && (
          <Field.Password name="currentPassword" label="Current Password" autoComplete="current-password" required />
        )}
      </StyledFieldGrid>
      <Button type="submit" disabled={loading}>{loading ? 'Saving...' : 'Update Profile'}</Button>
    </ZodForm>
  );
}
