import { lazyPage, type ScreenRow } from '../../lib/screens';
import { authPaths } from './paths';

export const loginScreen = {
  path: authPaths.login,
  audience: 'guest',
  page: lazyPage(() => import('./pages/login-page').then((page) => ({ default: page.LoginPage }))),
  menu: { label: 'login', 'guest-top-bar': 30, guest: 10 },
  bareLayout: true,
} satisfies ScreenRow;

export const registerScreen = {
  path: authPaths.register,
  audience: 'guest',
  page: lazyPage(() => import('./pages/register-page').then((page) => ({ default: page.RegisterPage }))),
  menu: { label: 'register', guest: 20 },
  bareLayout: true,
} satisfies ScreenRow;

// Public: whoever is signed in on this browser, the link is for the member it was e-mailed to.
export const setPasswordScreen = {
  path: authPaths.setPassword,
  audience: 'public',
  page: lazyPage(() => import('./pages/set-password-page').then((page) => ({ default: page.SetPasswordPage }))),
  bareLayout: true,
} satisfies ScreenRow;

/**
 * Login and the registration wizard (docs/rules/accounts.md#login-screen), for guests; the login page's chunk is a few
 * kB, and neither comes with the home page's first download (docs/architecture.md#client-chunks).
 */
export const authScreens = [loginScreen, registerScreen, setPasswordScreen];
