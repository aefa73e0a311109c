import { useMutation } from '@apollo/client/react';
import type { CivilStatus } from '../../../gql/graphql';
import { Button, ZodForm, formFields, useZodForm, type SelectOption } from '../../../ui';
import { UpdateProfileMutation } from '../api/users.graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { usersMessages } from '../messages';
import {
  PROFILE_CIVIL_STATUSES, isBlankPassword, profileErrorsFromFailure, profileFormOf, profileFormSchema, toUpdateProfileInput,
  type ProfileField, type ProfileForm,
} from '../profile-form';
import { StyledFieldGrid, StyledFieldNote } from './form-layout';

const Field = formFields<ProfileForm>();

export interface ProfileEditFormProps {
  user: Parameters<typeof profileFormOf>[0];
  onSaved: () => void;
  onFailed: () => void;
}

/** The part of the profile a resident may change (docs/rules/accounts.md#profile-edit). */
export function ProfileEditForm({ user, onSaved, onFailed }: ProfileEditFormProps) {
  const t = useMessages(usersMessages);
  const form = useZodForm(profileFormSchema, profileFormOf(user));
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const password = form.watch('password');

  // A resident registered as separated keeps seeing (and may keep) that status; it is not offered otherwise.
  const civilStatuses: readonly CivilStatus[] = user.civilStatus && !PROFILE_CIVIL_STATUSES.includes(user.civilStatus)
    ? [...PROFILE_CIVIL_STATUSES, user.civilStatus]
    : PROFILE_CIVIL_STATUSES;
  const civilOptions = civilStatuses.map((value) => ({ value, label: t(`choices.civilStatus.${value}`) }));
  const yesNoOptions: SelectOption[] = [{ value: 'yes', label: t('choices.yes') }, { value: 'no', label: t('choices.no') }];

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
    <ZodForm form={form} onValid={submit} aria-label={t('profile.editProfile')}>
      <StyledFieldGrid>
        <Field.Text name="address" label={t('fields.address')} autoComplete="street-address" required />
        <Field.Text name="contactNumber" label={t('fields.contactNumber')} type="tel" autoComplete="tel" required />
        <Field.Select name="civilStatus" label={t('fields.civilStatus')} options={civilOptions} required />
        <Field.Select name="isVoter" label={t('fields.isVoter')} options={yesNoOptions} required />
        <Field.Select name="isEmployed" label={t('fields.isEmployed')} options={yesNoOptions} required />
      </StyledFieldGrid>
      <StyledFieldNote>{t('profile.passwordNote')}</StyledFieldNote>
      <StyledFieldGrid>
        <Field.Password name="password" label={t('fields.newPassword')} autoComplete="new-password" />
        <Field.Password name="repeatPassword" label={t('fields.repeatPassword')} autoComplete="new-password" />
        {/* Asked for only once a new password is typed: keeping the password needs no proof. */}
        {!isBlankPassword(password) && (
          <Field.Password name="currentPassword" label={t('fields.currentPassword')} autoComplete="current-password" required />
        )}
      </StyledFieldGrid>
      <Button type="submit" disabled={loading}>{t(loading ? 'saving' : 'profile.update')}</Button>
    </ZodForm>
  );
}
