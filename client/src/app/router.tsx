import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { loginScreen } from '../features/auth/screens';
import { RouteErrorPage } from '../features/errors';
import { ScreenLinksContext } from '../lib/screen-links';
import type { SessionStore } from '../lib/session-store';
import { RequireToken } from './guards/require-token';
import { RootRedirect } from './guards/root-redirect';
import { RootLayout } from './layouts/root-layout';
import { SCREEN_LINKS } from './screen-links';
import { screenRoutes } from './screen-routes';
import { SCREENS } from './screens';

/**
 * The route table (docs/rules/screens.md#route-table), read from the screen rows (app/screens.ts) and rendered by
 * <AppRoutes> inside a <BrowserRouter>. Declarative routing on purpose: the portal uses no loaders, actions or fetchers,
 * and React Router's data router (the engine behind createBrowserRouter) would add about 17 kB gzip to every visitor's
 * first download.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: (
          <RequireToken>
            <RootRedirect />
          </RequireToken>
        ),
      },
      ...screenRoutes(SCREENS),
    ],
  },
];

interface RouteErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

/**
 * A screen that fails to render (e.g. a lazy chunk unreachable after a deploy) shows RouteErrorPage instead
 * of a blank page; navigating elsewhere tries again.
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { failed: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The portal's screens for the current address (docs/rules/screens.md#route-table), or RouteErrorPage when one fails. */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const element = useRoutes(table);
  const { pathname } = useLocation();
  return (
    <ScreenLinksContext value={SCREEN_LINKS}>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </ScreenLinksContext>
  );
}

/** A session whose silent refresh failed is over: sign in again (docs/sessions.md#renewal). */
export function SessionExpiryRedirect({ session }: { session: SessionStore }) {
  const navigate = useNavigate();
  useEffect(() => session.onSessionExpired(() => void navigate(loginScreen.path, { replace: true })), [session, navigate]);
  return null;
}
