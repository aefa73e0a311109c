import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from '../lib/session-context';
import type { SessionStore } from '../lib/session-store';
import { GlobalStyle, theme } from '../theme';

export interface AppProviderProps {
  session: SessionStore;
  client: ApolloClient;
  children: ReactNode;
}

/** What counts as someone using the portal: a tap, a key, a scroll wheel; a pointer merely passing over, or a page scrolling itself, does not. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Theme, session and GraphQL client for the whole app. */
export function AppProvider({ session, client, children }: AppProviderProps) {
  useEffect(() => {
    // Another tab logging in or out changes localStorage; follow it here too.
    const onStorage = () => session.revalidate();
    window.addEventListener('storage', onStorage);
    // Someone using the page keeps the session alive; a page nobody touches ends it (docs/sessions.md).
    const onActivity = () => session.noteActivity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    // A page coming back from the background checks at once: its timers may have been paused meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') session.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    // The next user of this browser must not see the previous user's cached data.
    const unsubscribe = session.subscribe(() => {
      if (session.getSnapshot().status === 'logged-out') void client.clearStore();
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [session, client]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider store={session}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
