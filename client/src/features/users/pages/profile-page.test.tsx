import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdVerificationStatus, ProfileQuery as ProfileData, UpdateProfileInput } from '../../../gql/graphql';
import { renderApp } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import { ProfileQuery, TwoFactorStatusQuery, UpdateProfileMutation, UploadValidIdMutation } from '../api/users.graphql';
import ProfilePage from './profile-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/resident/profile';

function profile(overrides: Partial<ProfileData['me']> = {}): ProfileData['me'] {
  return {
    id: 7,
    email: 'juan.delacruz@example.com',
    nickname: 'Jun',
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    fullName: 'Juan Santos Dela Cruz',
    gender: 'MALE',
    birthdate: '1990-05-01',
    age: 35,
    birthPlace: 'Quezon City',
    religion: 'Catholic',
    address: 'Purok 1, Barangay San Isidro',
    contactNumber: '09171234567',
    civilStatus: 'SINGLE',
    isVoter: true,
    isEmployed: false,
    idVerificationStatus: 'UNVERIFIED',
    idImageRemoval: null,
    ...overrides,
  };
}

/** The server refuses the mutation as invalid input, with these messages on these fields. */
const refusedMock = (query: DocumentNode, fields: Record<string, string[]>): MockLink.MockedResponse => ({
  request: { query, variables: () => true },
  result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields } }] },
});

const profileMock = (me: ProfileData['me']): MockLink.MockedResponse => ({
  request: { query: ProfileQuery },
  result: { data: { me: { __typename: 'User', ...me } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function updateMock(expected: UpdateProfileInput, me = profile()): MockLink.MockedResponse {
  return {
    request: { query: UpdateProfileMutation, variables: { input: expected } },
    result: {
      data: {
        updateProfile: {
          __typename: 'User', id: me.id, address: expected.address, contactNumber: expected.contactNumber,
          civilStatus: expected.civilStatus, isVoter: expected.isVoter, isEmployed: expected.isEmployed,
        },
      },
    },
  };
}

const twoFactorOff: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusQuery },
  result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false, required: false, recoveryCodesLeft: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderProfile(me = profile(), mocks: MockLink.MockedResponse[] = []) {
  seedSession({ ...RESIDENT, is_verified: me.idVerificationStatus === 'APPROVED' });
  return renderApp({ path: PATH, routes: [{ path: PATH, element: <ProfilePage /> }], mocks: [profileMock(me), twoFactorOff, ...mocks] });
}

const form = () => screen.getByRole('form', { name: 'Edit Profile' });

describe('profile page', () => {
  it('shows the identity read-only, birthdate as month day year, and the editable fields filled in', async () => {
    renderProfile();
    expect(await screen.findByText('Juan Santos Dela Cruz')).toBeInTheDocument();
    expect(screen.getByText('May 1, 1990')).toBeInTheDocument();
    expect(screen.getByText('35')).toBeInTheDocument();
    expect(screen.getByText('Quezon City')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
    // Identity is text, not inputs: only the editable part (docs/rules/accounts.md#profile-edit) has controls.
    expect(screen.queryByRole('textbox', { name: /name|email|birth/i })).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Address')).toHaveValue('Purok 1, Barangay San Isidro');
    expect(within(form()).getByLabelText('Contact Number')).toHaveValue('09171234567');
    expect(within(form()).getByLabelText('Civil Status')).toHaveValue('SINGLE');
    expect(within(form()).getByLabelText('Voter')).toHaveValue('yes');
    expect(within(form()).getByLabelText('Employed')).toHaveValue('no');
    const civilOptions = within(within(form()).getByLabelText('Civil Status')).getAllByRole('option').map((o) => o.textContent);
    expect(civilOptions).toEqual(['Select...', 'Single', 'Married', 'Widowed', 'Divorced']);
  });

  it('requires the editable fields and sends nothing while one is empty', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.clear(await within(await screen.findByRole('form', { name: 'Edit Profile' })).findByLabelText('Address'));
    await user.clear(within(form()).getByLabelText('Contact Number'));
    await user.selectOptions(within(form()).getByLabelText('Civil Status'), '');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Contact Number is required')).toBeInTheDocument();
    expect(screen.getByText('Civil Status is required')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to update profile.')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
  });

  it("refuses a password whose repeat differs: 'Passwords must match'", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.type(await screen.findByLabelText('New Password'), 'bagong-password');
    await user.type(screen.getByLabelText('Repeat Password'), 'bagong-pasword');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
  });

  it('does not send a blank password, and confirms the update', async () => {
    const user = userEvent.setup();
    // The mock matches only these exact variables: a password key would make the call fail.
    renderProfile(profile(), [updateMock({
      address: 'Purok 4, Barangay San Isidro', contactNumber: '09171234567', civilStatus: 'MARRIED', isVoter: true, isEmployed: true,
    })]);
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Purok 4, Barangay San Isidro');
    await user.selectOptions(screen.getByLabelText('Civil Status'), 'MARRIED');
    await user.selectOptions(screen.getByLabelText('Employed'), 'yes');
    await user.type(screen.getByLabelText('New Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('sends a new password with its repeat and the current password, which it asks for only then', async () => {
    const user = userEvent.setup();
    renderProfile(profile(), [updateMock({
      address: 'Purok 1, Barangay San Isidro', contactNumber: '09171234567', civilStatus: 'SINGLE', isVoter: true, isEmployed: false,
      password: 'bagong-password', repeatPassword: 'bagong-password', currentPassword: 'kalayaan-1898',
    })]);
    const newPassword = await screen.findByLabelText('New Password');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.type(newPassword, 'bagong-password');
    await user.type(screen.getByLabelText('Repeat Password'), 'bagong-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Current Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();

    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.type(current, 'kalayaan-1898');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    // Saved: every password field is empty again, and the current one is no longer asked for.
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong current password on that field", async () => {
    const user = userEvent.setup();
    renderProfile(profile(), [refusedMock(UpdateProfileMutation, { currentPassword: ['The current password is not correct.'] })]);
    await user.type(await screen.findByLabelText('New Password'), 'bagong-password');
    await user.type(screen.getByLabelText('Repeat Password'), 'bagong-password');
    await user.type(screen.getByLabelText('Current Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(/The current password is not correct\./);
  });

  it("shows 'Failed to update profile.' and the server's field message when the update is refused", async () => {
    const user = userEvent.setup();
    renderProfile(profile(), [refusedMock(UpdateProfileMutation, { contactNumber: ['Contact number must be at most 20 characters.'] })]);
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
    expect(screen.getByText('Contact number must be at most 20 characters.')).toBeInTheDocument();
  });

  it.each<[IdVerificationStatus, string, boolean]>([
    ['UNVERIFIED', 'Unverified', true],
    ['PENDING', 'Pending', false],
    ['APPROVED', 'Verified', false],
    ['REJECTED', 'Rejected', true],
  ])('shows the %s badge as %s, with Get Verified: %s', async (status, label, getVerified) => {
    renderProfile(profile({ idVerificationStatus: status }));
    const badge = await screen.findByText(label, { exact: true });
    expect(badge).toHaveAttribute('data-tone');
    expect(Boolean(screen.queryByRole('button', { name: 'Get Verified' }))).toBe(getVerified);
  });

  it("uploads an ID: 'Please select a valid ID file to upload.' without a file, then the success message", async () => {
    const user = userEvent.setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    renderProfile(profile(), [{
      request: { query: UploadValidIdMutation, variables: (variables) => variables.validId === file },
      result: { data: { uploadValidId: { __typename: 'User', id: 7, idVerificationStatus: 'PENDING', idImageRemoval: null } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Get Verified' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Valid ID' });
    expect(within(dialog).getByLabelText('Valid ID')).toHaveAttribute('accept', 'image/*,application/pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a valid ID file to upload.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Valid ID'), file);
    expect(within(dialog).queryByText('Please select a valid ID file to upload.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Valid ID uploaded successfully. Verification in progress.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The answer's status replaces the cached one: the badge reads Pending and Get Verified is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Get Verified' })).not.toBeInTheDocument());
    expect(screen.getByText('Pending', { exact: true })).toBeInTheDocument();
  });

  it("says 'Failed to upload valid ID. Please try again.' when the upload is refused", async () => {
    const user = userEvent.setup();
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    renderProfile(profile({ idVerificationStatus: 'REJECTED' }), [refusedMock(UploadValidIdMutation, { validId: ['The file is not an image or a PDF.'] })]);
    await user.click(await screen.findByRole('button', { name: 'Get Verified' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Valid ID' });
    await user.upload(within(dialog).getByLabelText('Valid ID'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Failed to upload valid ID. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is not an image or a PDF.')).toBeInTheDocument();
  });

  // Retention of ID images (docs/rules/id-verification.md#id-retention).
  const removed = (outcome: 'APPROVED' | 'REJECTED', retentionDays: number) => ({
    __typename: 'IdImageRemoval' as const, outcome, removedAt: '2026-03-05T12:00:00.000Z', retentionDays,
  });

  it('tells an approved resident their ID image was deleted under the retention rule, and that they remain verified', async () => {
    renderProfile(profile({ idVerificationStatus: 'APPROVED', idImageRemoval: removed('APPROVED', 365) }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      "Your ID image was deleted on March 5, 2026 under the barangay's retention rule (approved IDs are kept 365 days after the decision). You remain verified.");
    expect(screen.getByText('Verified', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Verified' })).not.toBeInTheDocument();
  });

  it('tells a rejected resident their ID image was deleted, still offering Get Verified; the note goes with a new upload', async () => {
    const user = userEvent.setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    renderProfile(profile({ idVerificationStatus: 'REJECTED', idImageRemoval: removed('REJECTED', 1) }), [{
      request: { query: UploadValidIdMutation, variables: (variables) => variables.validId === file },
      result: { data: { uploadValidId: { __typename: 'User', id: 7, idVerificationStatus: 'PENDING', idImageRemoval: null } } },
    }]);
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Your ID image was deleted on March 5, 2026 under the barangay's retention rule (rejected IDs are kept 1 day after the decision).");
    await user.click(screen.getByRole('button', { name: 'Get Verified' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Valid ID' });
    await user.upload(within(dialog).getByLabelText('Valid ID'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Valid ID uploaded successfully. Verification in progress.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
  });

  it('says nothing of a deletion while none happened', async () => {
    renderProfile(profile({ idVerificationStatus: 'APPROVED' }));
    expect(await screen.findByText('Verified', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/ID image was deleted/)).not.toBeInTheDocument();
  });

  it('offers the resident two-factor sign-in, off until they turn it on', async () => {
    renderProfile();
    const section = (await screen.findByRole('heading', { name: 'Two-Factor Sign-In' })).closest('section')!;
    expect(await within(section).findByText(/^Two-factor sign-in is off\./)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });
});
