import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SCREEN_LINKS } from '../app/screen-links';
import { ScreenLinksContext } from '../lib/screen-links';
import { SessionProvider } from '../lib/session-context';
import { theme } from '../theme';
import { createTestSession } from './test-session';

export interface RenderWithMocksOptions {
  /** Inside a router, for a screen that reads or writes the address (the admin lists keep their table state there). */
  router?: boolean;
  /** How the user acts, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders one screen or block on its own, without the app's routes: the app theme, a signed-out session (a screen's
 * downloads and uploads ask it for the token), the app's links to other features' screens and these GraphQL answers around it. Returns a user to act with (set up
 * before the render, as Testing Library asks).
 */
export function renderWithMocks(
  ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse>, { router = false, user: userOptions }: RenderWithMocksOptions = {},
) {
  const user = userEvent.setup(userOptions);
  const { session } = createTestSession();
  const rendered = render(
    <ThemeProvider theme={theme}>
      <SessionProvider store={session}>
        <ScreenLinksContext value={SCREEN_LINKS}>
          <MockedProvider mocks={mocks}>{router ? <MemoryRouter>{ui}</MemoryRouter> : ui}</MockedProvider>
        </ScreenLinksContext>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { user, ...rendered };
}
