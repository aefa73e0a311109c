import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import {
  ConfirmTwoFactorEnrolmentMutation, DisableTwoFactorMutation, RegenerateRecoveryCodesMutation, StartTwoFactorEnrolmentMutation,
  TwoFactorStatusQuery,
} from '../api/users.graphql';
import { TwoFactorSection } from './two-factor-section';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/security';
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hijk-lmno`);

function statusMock(enabled: boolean, required = false, recoveryCodesLeft = enabled ? 10 : 0): MockLink.MockedResponse {
  return {
    request: { query: TwoFactorStatusQuery },
    result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, required, recoveryCodesLeft } } },
  };
}

function renderSection(mocks: MockLink.MockedResponse[]) {
  seedSession(RESIDENT);
  const onChanged = vi.fn<(message: string) => void>();
  renderApp({ path: PATH, routes: [{ path: PATH, element: <TwoFactorSection onChanged={onChanged} /> }], mocks });
  return onChanged;
}

describe('two-factor section', () => {
  it('sets up an authenticator: QR code and key, a code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const onChanged = renderSection([
      statusMock(false),
      {
        request: { query: StartTwoFactorEnrolmentMutation },
        result: { data: { startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', qrCodeDataUrl: 'data:image/png;base64,QR', secret: 'ABCDEFGHIJKLMNOP' } } },
      },
      {
        request: { query: ConfirmTwoFactorEnrolmentMutation, variables: { input: { code: '000000' } } },
        result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { code: ['The code is not correct.'] } } }] },
      },
      {
        request: { query: ConfirmTwoFactorEnrolmentMutation, variables: { input: { code: '123456' } } },
        result: { data: { confirmTwoFactorEnrolment: { __typename: 'TwoFactorEnrolled', recoveryCodes: CODES } } },
      },
      statusMock(true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = await screen.findByRole('form', { name: 'Set up two-factor sign-in' });
    expect(within(form).getByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,QR');
    expect(within(form).getByLabelText('Setup key')).toHaveValue('ABCD EFGH IJKL MNOP');

    await user.click(within(form).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(within(form).getByText('Code is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Authentication code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(form).findByText('The code is not correct.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Authentication code'));
    await user.type(within(form).getByLabelText('Authentication code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const saved = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(saved).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(onChanged).toHaveBeenCalledWith('Two-factor sign-in is on.');
    await user.click(within(saved).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/^Two-factor sign-in is on: .*Recovery codes left: 10\./)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
  });

  it('turns it off with the current password and a code, showing a wrong password on its field', async () => {
    const user = userEvent.setup();
    const onChanged = renderSection([
      statusMock(true, false, 7),
      {
        request: { query: DisableTwoFactorMutation, variables: { input: { currentPassword: 'wrong-one', code: '123456' } } },
        result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: ['The current password is not correct.'] } } }] },
      },
      {
        request: { query: DisableTwoFactorMutation, variables: { input: { currentPassword: 'kalayaan-1898', code: '123456' } } },
        result: { data: { disableTwoFactor: true } },
      },
      statusMock(false),
    ]);
    expect(await screen.findByText(/Recovery codes left: 7\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const form = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await user.type(within(form).getByLabelText('Current Password'), 'wrong-one');
    await user.type(within(form).getByLabelText('Authentication or recovery code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText('The current password is not correct.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current Password'));
    await user.type(within(form).getByLabelText('Current Password'), 'kalayaan-1898');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Two-factor sign-in is off.'));
    expect(await screen.findByText(/^Two-factor sign-in is off\./)).toBeInTheDocument();
  });

  it('makes new recovery codes with a code; an administrator who must keep it on is not offered to turn it off', async () => {
    const user = userEvent.setup();
    renderSection([
      statusMock(true, true, 2),
      {
        request: { query: RegenerateRecoveryCodesMutation, variables: { input: { code: '654321' } } },
        result: { data: { regenerateRecoveryCodes: CODES } },
      },
      statusMock(true, true, 10),
    ]);
    expect(await screen.findByText('Two-factor sign-in is required for administrators of this portal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const form = screen.getByRole('form', { name: 'New recovery codes' });
    await user.type(within(form).getByLabelText('Authentication or recovery code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    const saved = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(10);
  });
});
