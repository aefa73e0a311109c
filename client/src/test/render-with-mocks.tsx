import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

export interface RenderWithMocksOptions {
  /** Inside a router, for a screen that reads or writes the address (the admin lists keep their table state there). */
  router?: boolean;
  /** How the user acts, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders one screen or block on its own, without the app's routes and session: the app theme and these
 * GraphQL answers around it. Returns a user to act with (set up before the render, as Testing Library asks).
 */
export function renderWithMocks(
  ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse>, { router = false, user: userOptions }: RenderWithMocksOptions = {},
) {
  const user = userEvent.setup(userOptions);
  const rendered = render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>{router ? <MemoryRouter>{ui}</MemoryRouter> : ui}</MockedProvider>
    </ThemeProvider>,
  );
  return { user, ...rendered };
}
