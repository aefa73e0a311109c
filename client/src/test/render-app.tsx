import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter, parsePath, useLocation, useNavigate, type Location, type NavigateFunction, type RouteObject,
} from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes, routes as appRoutes } from '../app/router';
import { SessionProvider } from '../lib/session-context';
import type { SessionStore } from '../lib/session-store';
import { createTestSession } from './test-session';
import { privacyConsentMock, servedBarangayMock, staffAccessMock } from './mocks';
import { theme } from '../theme';

export { createTestSession };

export interface RenderAppOptions {
  /** Where the app starts; may carry a query (`/projects?page=2`). */
  path?: string;
  routerState?: unknown;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  routes?: RouteObject[];
  session?: SessionStore;
}

/** Where the rendered app is now and a way to move it, like a data router's `router.state` and `navigate`. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function LocationProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [location, navigate, onChange]);
  return null;
}

/** Renders the app's routes (or the given ones) at a path, with the app's providers and mocked GraphQL. */
export function renderApp({ path = '/', routerState, mocks = [], routes = appRoutes, session }: RenderAppOptions = {}) {
  const store = session ?? createTestSession().session;
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  const router: TestRouter = {
    state: { location: { pathname, search, hash, state: routerState, key: 'default' } },
    navigate: () => {
      throw new Error('the router has not rendered yet');
    },
  };
  const ui: ReactElement = (
    <ThemeProvider theme={theme}>
      <SessionProvider store={store}>
        {/*
          A staff member is the spec's administrator, the address serves the default barangay, and a resident agreed to the
          privacy notice in force, unless the test's own mocks say otherwise (they are matched first).
        */}
        <MockedProvider mocks={[...mocks, staffAccessMock(), servedBarangayMock(), privacyConsentMock()]}>
          <MemoryRouter initialEntries={[{ pathname, search, hash, state: routerState }]}>
            <LocationProbe
              onChange={(location, navigate) => {
                router.state.location = location;
                router.navigate = navigate;
              }}
            />
            <AppRoutes table={routes} />
          </MemoryRouter>
        </MockedProvider>
      </SessionProvider>
    </ThemeProvider>
  );
  return { ...render(ui), router, session: store };
}
