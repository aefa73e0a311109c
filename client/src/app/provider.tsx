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

/** Theme, session and GraphQL client for the whole app. */
export function AppProvider({ session, client, children }: AppProviderProps) {
  useEffect(() => {
    // Another tab logging in or out changes localStorage; follow it here too.
    const onStorage = () => session.revalidate();
    window.addEventListener('storage', onStorage);
    // The next user of this browser must not see the previous user's cached data.
    const unsubscribe = session.subscribe(() => {
      if (session.getSnapshot().status === 'logged-out') void client.clearStore();
    });
    return () => {
      window.removeEventListener('storage', onStorage);
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
