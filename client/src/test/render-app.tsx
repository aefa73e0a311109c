import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { routes as appRoutes } from '../app/router';
import { SessionProvider } from '../lib/session-context';
import { createSessionStore, type SessionStore } from '../lib/session-store';
import { theme } from '../theme';

export interface RenderAppOptions {
  path?: string;
  routerState?: unknown;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  routes?: RouteObject[];
  session?: SessionStore;
}

/** A session store over jsdom's localStorage whose server calls are test doubles. */
export function createTestSession() {
  const refreshTokens = vi.fn<(refresh: string) => Promise<never>>(() => Promise.reject(new Error('refused')));
  const revokeRefreshToken = vi.fn<(refresh: string) => Promise<void>>(() => Promise.resolve());
  const session = createSessionStore({ refreshTokens, revokeRefreshToken, logoutTimeoutMs: 50 });
  return { session, refreshTokens, revokeRefreshToken };
}

/** Renders the app's routes (or the given ones) at a path, with the app's providers and mocked GraphQL. */
export function renderApp({ path = '/', routerState, mocks = [], routes = appRoutes, session }: RenderAppOptions = {}) {
  const store = session ?? createTestSession().session;
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state: routerState }] });
  const ui: ReactElement = (
    <ThemeProvider theme={theme}>
      <SessionProvider store={store}>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </SessionProvider>
    </ThemeProvider>
  );
  return { ...render(ui), router, session: store };
}
