import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordingRequest } from '../../../test/mocks';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { SetStaffPasswordMutation } from '../api/auth.graphql';

const PASSWORD = 'Bagong-Taon-Masaya-2027';

/** The page as the e-mailed link opens it, once its lazily loaded chunk has rendered. */
async function openLink(hash: string, mocks: RenderAppOptions['mocks'] = []) {
  const rendered = renderApp({ path: `/set-password${hash}`, mocks });
  await screen.findByRole('heading', { name: 'Set your password' });
  return rendered;
}

describe('SetPasswordPage', () => {
  it('sets the password with the token of the link, drops the token from the address bar, and points to the login', async () => {
    const sent: Record<string, unknown>[] = [];
    const { router } = await openLink('#token=abc.def.ghi', [{
      request: recordingRequest(SetStaffPasswordMutation, sent), result: { data: { setStaffPassword: true } },
    }]);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New Password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Repeat Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password is set. Sign in with your e-mail and your new password.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { token: 'abc.def.ghi', password: PASSWORD, repeatPassword: PASSWORD } }]);
    expect(screen.queryByRole('form', { name: 'Set your password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('checks the repeat before sending, and shows the server\'s word on a used link', async () => {
    const message = 'This link has expired or was already used. Ask the barangay office for a new one.';
    const sent: Record<string, unknown>[] = [];
    await openLink('#token=used', [{
      request: recordingRequest(SetStaffPasswordMutation, sent),
      result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason: 'PASSWORD_LINK_INVALID' } }] },
    }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New Password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Repeat Password/), `${PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^Repeat Password/));
    await user.type(screen.getByLabelText(/^Repeat Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sent).toHaveLength(1);
  });

  it('says the link is incomplete when the address has no token, and offers no form', async () => {
    await openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete. Open it again from the e-mail, or ask the barangay office for a new one.');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});
