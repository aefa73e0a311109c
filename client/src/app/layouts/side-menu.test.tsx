import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginScreen, registerScreen } from '../../features/auth/screens';
import { dashboardScreen } from '../../features/dashboard/screens';
import { residentEventsScreen } from '../../features/events/screens';
import { residentProjectsScreen } from '../../features/projects/screens';
import { profileScreen } from '../../features/users/screens';
import { SESSION_KEYS } from '../../lib/session';
import { bellMocks, meMock } from '../../test/mocks';
import { createTestSession, renderApp } from '../../test/render-app';
import { ADMIN, RESIDENT, seedSession } from '../../test/tokens';
import { AuthenticatedLayout } from './authenticated-layout';

const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });
const menuLabels = () => within(sideMenu()).getAllByRole('link').map((link) => link.textContent);

describe('side menu', () => {
  it("greets a resident by nickname and lists the resident's screens", async () => {
    seedSession(RESIDENT);
    renderApp({ path: residentProjectsScreen.path, mocks: [meMock('Jun', RESIDENT.email), ...bellMocks()] });
    expect(await within(sideMenu()).findByText('Welcome, Jun')).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Projects', 'Events', 'Announcements', 'Document Request', 'Profile', 'Contact Us']);
    expect(within(sideMenu()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('greets by the e-mail before the at-sign when there is no nickname', async () => {
    seedSession(ADMIN);
    renderApp({ path: dashboardScreen.path, mocks: [meMock('', ADMIN.email, 1)] });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(sideMenu()).getByText('Welcome, admin')).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Dashboard', 'Project Manager', 'Document Types', 'Document Requests', 'Residents', 'Registry', 'Registry Reports',
      'Barangay Officials', 'Events', 'Announcements', 'Contact Details', 'Barangay Settings', 'Data Access', 'Privacy Notice', 'Correction Requests',
      'Erasure Requests', 'Account',
    ]);
  });

  it('logs out: revokes the refresh token, clears the session and opens the login page', async () => {
    const user = userEvent.setup();
    seedSession(RESIDENT, localStorage, 'resident-refresh');
    const { session, revokeRefreshToken } = createTestSession();
    const { router } = renderApp({ path: profileScreen.path, session, mocks: [meMock('Jun', RESIDENT.email), ...bellMocks()] });
    await user.click(within(sideMenu()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(loginScreen.path);
    expect(revokeRefreshToken).toHaveBeenCalledWith('resident-refresh');
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual(Object.values(SESSION_KEYS).map(() => null));
  });

  it('opens and closes with the menu toggle', async () => {
    const user = userEvent.setup();
    seedSession(RESIDENT);
    renderApp({ path: residentEventsScreen.path, mocks: [meMock('Jun', RESIDENT.email), ...bellMocks()] });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', sideMenu().id);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape in the opened menu, back on the toggle, and keeps the covered page inert meanwhile', async () => {
    const user = userEvent.setup();
    seedSession(RESIDENT);
    renderApp({ path: residentEventsScreen.path, mocks: [meMock('Jun', RESIDENT.email), ...bellMocks()] });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const main = document.getElementById('main');
    expect(main).not.toHaveAttribute('inert');
    await user.click(toggle);
    expect(main).toHaveAttribute('inert');
    within(sideMenu()).getByRole('link', { name: 'Profile' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(main).not.toHaveAttribute('inert');
  });

  it('offers Login and Register when nobody is signed in', () => {
    renderApp({
      path: '/somewhere',
      routes: [{ path: '*', element: <AuthenticatedLayout><p>content</p></AuthenticatedLayout> }],
    });
    expect(menuLabels()).toEqual(['Login', 'Register']);
    expect(within(sideMenu()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(sideMenu()).queryByText(/^Welcome, /)).not.toBeInTheDocument();
  });

  it.each([loginScreen.path, registerScreen.path])('hides the side menu and top bar on %s', (path) => {
    seedSession(RESIDENT);
    renderApp({
      path,
      routes: [{ path: '*', element: <AuthenticatedLayout><p>content</p></AuthenticatedLayout> }],
    });
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
