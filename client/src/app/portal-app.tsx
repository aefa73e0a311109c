import type { ApolloClient } from '@apollo/client';
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import type { SessionStore } from '../lib/session-store';
import { PageRandomProvider } from './page-random';
import { AppProvider } from './provider';
import { AppRoutes, SessionExpiryRedirect } from './router';

export interface PortalAppProps {
  session: SessionStore;
  client: ApolloClient;
  /** BrowserRouter in the browser; a StaticRouter at the request's address on the server. */
  router: ComponentType<{ children: ReactNode }>;
  /** Called once the first render is on the page (after every component's own effects: this is their parent's). */
  onMounted?: () => void;
  /** The seed the server rendered the page with (docs/architecture.md#server-rendering); none for a page rendered here. */
  randomSeed?: number;
}

/**
 * The whole app: the browser renders (or hydrates) it and the server renders the public pages with it
 * (docs/architecture.md#server-rendering), so both build the same tree.
 */
export function PortalApp({ session, client, router: Router, onMounted, randomSeed }: PortalAppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProvider session={session} client={client}>
        <PageRandomProvider seed={randomSeed}>
          <Router>
            <SessionExpiryRedirect session={session} />
            <AppRoutes />
          </Router>
        </PageRandomProvider>
      </AppProvider>
    </StrictMode>
  );
}
