import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import { ChangePasswordMutation, TwoFactorStatusQuery } from '../api/users.graphql';
import AccountPage from './account-page';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/account';
const twoFactorOn: MockLink.MockedResponse = {
  request: { query: TwoFactorStatusQuery },
  result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: true, required: true, recoveryCodesLeft: 10 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAccount(mocks: MockLink.MockedResponse[] = []) {
  seedSession(ADMIN);
  renderApp({ path: PATH, routes: [{ path: PATH, element: <AccountPage /> }], mocks: [twoFactorOn, ...mocks] });
}

const change = (input: Record<string, string>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ChangePasswordMutation, variables: { input } },
  result,
});

describe('account page', () => {
  it('changes the password with the current one, checking the new one first', async () => {
    const user = userEvent.setup();
    const input = { currentPassword: 'admin-pass-123', password: 'bagong-susi-2026', repeatPassword: 'bagong-susi-2026' };
    renderAccount([change(input, { data: { changePassword: { __typename: 'User', id: 1 } } })]);
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(within(form).getByText('Current Password is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current Password'), input.currentPassword);
    await user.type(within(form).getByLabelText('New Password'), input.password);
    await user.type(within(form).getByLabelText('Repeat Password'), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Passwords must match')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Repeat Password'));
    await user.type(within(form).getByLabelText('Repeat Password'), input.repeatPassword);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password on that field", async () => {
    const user = userEvent.setup();
    const input = { currentPassword: 'not-it', password: 'bagong-susi-2026', repeatPassword: 'bagong-susi-2026' };
    renderAccount([change(input, {
      errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: ['The current password is not correct.'] } } }],
    })]);
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await user.type(within(form).getByLabelText('Current Password'), input.currentPassword);
    await user.type(within(form).getByLabelText('New Password'), input.password);
    await user.type(within(form).getByLabelText('Repeat Password'), input.repeatPassword);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change the password.');
    expect(within(form).getByLabelText('Current Password')).toHaveAccessibleDescription('The current password is not correct.');
  });

  it('shows the two-factor section, which a required administrator cannot turn off', async () => {
    renderAccount();
    expect(await screen.findByText('Two-factor sign-in is required for administrators of this portal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });
});
