import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { meMock } from '../../../test/mocks';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { makeLoginPayload } from '../../../test/tokens';
import { LoginMutation } from '../api/auth.graphql';

const CREDENTIALS = { email: 'juan.delacruz@example.com', password: 'correct horse' };
const loginRequest = { query: LoginMutation, variables: { input: CREDENTIALS } };

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
        { request: loginRequest, result: { data: { login: { __typename: 'AuthPayload', ...payload } } } },
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
});
