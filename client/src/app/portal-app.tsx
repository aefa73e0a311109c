import type { ApolloClient } from '@apollo/client';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AccountLanguage } from '../lib/i18n/account-language';
import { LanguageProvider } from '../lib/i18n/language-context';
import type { LanguageStore } from '../lib/i18n/language-store';
import { RenderedTimeZoneProvider } from '../lib/rendered-dates';
import type { SessionStore } from '../lib/session-store';
import { ContentShownProvider } from './content-shown';
import { PageRandomProvider } from './page-random';
import { AppProvider } from './provider';
import { AppRoutes, SessionExpiryRedirect } from './router';

export interface PortalAppProps {
  session: SessionStore;
  client: ApolloClient;
  /** The page's language and the person's choice of it. */
  language: LanguageStore;
  /** BrowserRouter in the browser; a StaticRouter at the request's address on the server. */
  router: ComponentType<{ children: ReactNode }>;
  /** Called once the first screen's content is on the page (hydrated, when the server rendered it). */
  onContentShown?: () => void;
  /** The seed the server rendered the page with (docs/architecture.md#server-rendering); none for a page rendered here. */
  randomSeed?: number;
  /** The time zone the server rendered the page's dates in; none for a page rendered here. */
  renderedTimeZone?: string;
}

/**
 * The whole app: the browser renders (or hydrates) it and the server renders the public pages with it
 * (docs/architecture.md#server-rendering), so both build the same tree.
 */
export function PortalApp({ session, client, language, router: Router, onContentShown, randomSeed, renderedTimeZone }: PortalAppProps) {
  return (
    <StrictMode>
      <LanguageProvider store={language}>
        <AppProvider session={session} client={client}>
          <AccountLanguage />
          <PageRandomProvider seed={randomSeed}>
            <RenderedTimeZoneProvider timeZone={renderedTimeZone}>
              <ContentShownProvider onShown={onContentShown}>
                <Router>
                  <SessionExpiryRedirect session={session} />
                  <AppRoutes />
                </Router>
              </ContentShownProvider>
            </RenderedTimeZoneProvider>
          </PageRandomProvider>
        </AppProvider>
      </LanguageProvider>
    </StrictMode>
  );
}
