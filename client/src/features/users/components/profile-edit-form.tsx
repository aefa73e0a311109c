import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { CivilStatus } from '../../../gql/graphql';
import { Button, PasswordField, SelectField, TextField, type SelectOption } from '../../../ui';
import { UpdateProfileMutation } from '../api/users.graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import {
  PROFILE_CIVIL_STATUSES, isBlankPassword, labelOf, profileErrorsFromFailure, profileFormOf, toUpdateProfileInput, validateProfile,
  type ProfileErrors, type ProfileField, type ProfileForm,
} from '../profile-form';
import { StyledFieldGrid, StyledFieldNote } from './form-layout';

const YES_NO_OPTIONS: SelectOption[] = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

export interface ProfileEditFormProps {
  user: Parameters<typeof profileFormOf>[0];
  onSaved: () => void;
  onFailed: () => void;
}

/** The part of the profile a resident may change (docs/rules/accounts.md#profile-edit). */
export function ProfileEditForm({ user, onSaved, onFailed }: ProfileEditFormProps) {
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);

  // A resident registered as separated keeps seeing (and may keep) that status; it is not offered otherwise.
  const civilStatuses: readonly CivilStatus[] = user.civilStatus && !PROFILE_CIVIL_STATUSES.includes(user.civilStatus)
    ? [...PROFILE_CIVIL_STATUSES, user.civilStatus]
    : PROFILE_CIVIL_STATUSES;
  const civilOptions = civilStatuses.map((value) => ({ value, label: labelOf(value) }));

  const field = <F extends ProfileField>(name: F) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (value: string) => {
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest as ProfileErrors);
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateProfile({ variables: { input: toUpdateProfileInput(form) } });
      setForm((previous) => ({ ...previous, password: '', repeatPassword: '', currentPassword: '' }));
      onSaved();
    } catch (error) {
      setErrors(profileErrorsFromFailure(graphqlErrorInfo(error)));
      onFailed();
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit Profile">
      <StyledFieldGrid>
        <TextField label="Address" autoComplete="street-address" required {...field('address')} />
        <TextField label="Contact Number" type="tel" autoComplete="tel" required {...field('contactNumber')} />
        <SelectField label="Civil Status" options={civilOptions} required {...field('civilStatus')} />
        <SelectField label="Voter" options={YES_NO_OPTIONS} required {...field('isVoter')} />
        <SelectField label="Employed" options={YES_NO_OPTIONS} required {...field('isEmployed')} />
      </StyledFieldGrid>
      <StyledFieldNote>Leave the password fields empty to keep your current password. To change it, you will be asked for the current one.</StyledFieldNote>
      <StyledFieldGrid>
        <PasswordField label="New Password" autoComplete="new-password" {...field('password')} />
        <PasswordField label="Repeat Password" autoComplete="new-password" {...field('repeatPassword')} />
        {/* Asked for only once a new password is typed: keeping the password needs no proof. */}
        {!isBlankPassword(form.password) && (
          <PasswordField label="Current Password" autoComplete="current-password" required {...field('currentPassword')} />
        )}
      </StyledFieldGrid>
      <Button type="submit" disabled={loading}>{loading ? 'Saving...' : 'Update Profile'}</Button>
    </form>
  );
}
