import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { meMock } from '../../../test/mocks';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { makeLoginPayload } from '../../../test/tokens';
import {
  ConfirmSignInEnrolmentMutation, LoginMutation, LoginWithTwoFactorMutation, StartSignInEnrolmentMutation,
} from '../api/auth.graphql';

const CREDENTIALS = { email: 'juan.delacruz@example.com', password: 'correct horse' };
const loginRequest = { query: LoginMutation, variables: { input: CREDENTIALS } };
const NO_SECOND_STEP = { mfaRequired: false, mfaEnrolmentRequired: false, mfaToken: null };

/** The login answer of an account whose sign-in needs a second step. */
function challengeMock(enrolment: boolean) {
  return {
    request: loginRequest,
    result: {
      data: {
        login: {
          __typename: 'LoginPayload', access: null, refresh: null, isResident: null, isVerified: null, email: CREDENTIALS.email,
          mfaRequired: true, mfaEnrolmentRequired: enrolment, mfaToken: 'the-challenge',
        },
      },
    },
  };
}

/** The login page, once its lazily loaded chunk has rendered. */
async function openLogin(options: RenderAppOptions) {
  const rendered = renderApp({ path: '/login', ...options });
  await screen.findByLabelText('Email');
  return rendered;
}

async function logIn(user: UserEvent) {
  await user.type(screen.getByLabelText('Email'), CREDENTIALS.email);
  await user.type(screen.getByLabelText('Password'), CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('has required e-mail and password fields and a link to register', async () => {
    await openLogin({ path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Registration successful! You can now log in.')).not.toBeInTheDocument();
  });

  it('confirms a registration when arriving from the wizard', async () => {
    await openLogin({ path: '/login', routerState: { registered: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful! You can now log in.');
  });

  it('stores the session and lets the root redirect choose the screen', async () => {
    const user = userEvent.setup();
    const payload = makeLoginPayload({ is_resident: true, email: CREDENTIALS.email });
    const { router } = await openLogin({
      path: '/login',
      mocks: [
        { request: loginRequest, result: { data: { login: { __typename: 'LoginPayload', ...payload, ...NO_SECOND_STEP } } } },
        meMock('Jun', CREDENTIALS.email),
      ],
    });
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resident/barangay-projects');
    expect(localStorage.getItem(SESSION_KEYS.access)).toBe(payload.access);
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBe(payload.refresh);
    expect(localStorage.getItem(SESSION_KEYS.isResident)).toBe('true');
    expect(localStorage.getItem(SESSION_KEYS.isVerified)).toBe('false');
    expect(localStorage.getItem(SESSION_KEYS.email)).toBe(CREDENTIALS.email);
  });

  it("shows the server's message when the login is refused", async () => {
    const user = userEvent.setup();
    await openLogin({
      path: '/login',
      mocks: [{
        request: loginRequest,
        result: { errors: [{ message: 'No active account found with the given credentials', extensions: { code: 'UNAUTHENTICATED' } }] },
      }],
    });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
  });

  it('falls back to the generic message when the server answers without a GraphQL error', async () => {
    const user = userEvent.setup();
    const { ServerError } = await import('@apollo/client/errors');
    await openLogin({
      path: '/login',
      mocks: [{
        request: loginRequest,
        error: new ServerError('Bad gateway', { response: new Response(null, { status: 502 }), bodyText: '' }),
      }],
    });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials or account not verified.');
  });

  it('says "try again" when no answer comes back at all', async () => {
    const user = userEvent.setup();
    await openLogin({ path: '/login', mocks: [{ request: loginRequest, error: new TypeError('Failed to fetch') }] });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  describe('with two-factor sign-in on', () => {
    const admin = makeLoginPayload({ is_resident: false, is_verified: false, email: CREDENTIALS.email });
    const session = { __typename: 'AuthPayload', ...admin };

    it('asks for the code after the password, and signs in with it', async () => {
      const user = userEvent.setup();
      const { router } = await openLogin({
        mocks: [
          challengeMock(false),
          { request: { query: LoginWithTwoFactorMutation, variables: { input: { mfaToken: 'the-challenge', code: '123456' } } }, result: { data: { loginWithTwoFactor: session } } },
        ],
      });
      await logIn(user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
      // Nothing is stored before the second step.
      expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
      const code = screen.getByLabelText('Authentication code');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      await user.type(code, ' 123456 ');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(localStorage.getItem(SESSION_KEYS.access)).toBe(admin.access);
    });

    it('takes a recovery code instead, and shows a refused code on the field', async () => {
      const user = userEvent.setup();
      const recovery = { query: LoginWithTwoFactorMutation, variables: { input: { mfaToken: 'the-challenge', code: 'abcd-efgh-ijkl-mnop' } } };
      await openLogin({
        mocks: [
          challengeMock(false),
          {
            request: recovery,
            result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { code: ['The code is not correct.'] } } }] },
          },
        ],
      });
      await logIn(user);
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The code is not correct.')).toBeInTheDocument();
      expect(screen.getByLabelText('Recovery code')).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
    });

    it('goes back to the password when the challenge has expired', async () => {
      const user = userEvent.setup();
      await openLogin({
        mocks: [
          challengeMock(false),
          {
            request: { query: LoginWithTwoFactorMutation, variables: { input: { mfaToken: 'the-challenge', code: '123456' } } },
            result: { errors: [{ message: 'This sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED', reason: 'MFA_CHALLENGE_INVALID' } }] },
          },
        ],
      });
      await logIn(user);
      await user.type(await screen.findByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired. Please sign in again.');
      expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('walks an administrator who must enrol through the QR code, the code and the recovery codes, then signs in', async () => {
      const user = userEvent.setup();
      const codes = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb-cccc`);
      const { router } = await openLogin({
        mocks: [
          challengeMock(true),
          {
            request: { query: StartSignInEnrolmentMutation, variables: { mfaToken: 'the-challenge' } },
            result: { data: { startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', qrCodeDataUrl: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' } } },
          },
          {
            request: { query: ConfirmSignInEnrolmentMutation, variables: { input: { mfaToken: 'the-challenge', code: '654321' } } },
            result: { data: { confirmTwoFactorEnrolment: { __typename: 'TwoFactorEnrolled', recoveryCodes: codes, session } } },
          },
        ],
      });
      await logIn(user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
      expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
      expect(screen.getByLabelText('Setup key')).toHaveValue('JBSW Y3DP EHPK 3PXP');
      await user.type(screen.getByLabelText('Authentication code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

      const saved = await screen.findByRole('region', { name: 'Recovery codes' });
      expect(within(saved).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
      expect(within(saved).getByText(/Save these recovery codes now: they will not be shown again/)).toBeInTheDocument();
      // No session until the codes were seen.
      expect(localStorage.getItem(SESSION_KEYS.access)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes, continue' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(localStorage.getItem(SESSION_KEYS.access)).toBe(admin.access);
    });
  });
});
