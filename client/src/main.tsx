import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './app/portal-app';
import { readServerPageData } from './app/server-rendered';
import { refreshTokens, revokeRefreshToken } from './features/auth';
import { createPageApolloClient } from './lib/apollo-client';
import { firstLocale } from './lib/i18n/first-locale';
import { createLanguageStore } from './lib/i18n/language-store';
import { createSessionStore } from './lib/session-store';

const session = createSessionStore({ refreshTokens, revokeRefreshToken });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/*
 * The server renders the public pages as a guest (docs/architecture.md#server-rendering). A guest's browser
 * hydrates that HTML; a signed-in user's would render another tree (their layout, and the guest pages send
 * them to their landing page), so it renders afresh and React replaces the server's HTML.
 */
const serverData = readServerPageData(document);
const hydrate = serverData !== undefined && container.hasChildNodes() && session.getSnapshot().status === 'logged-out';
const language = createLanguageStore(firstLocale(serverData?.locale, document, navigator), { document });
document.documentElement.lang = language.getLocale();
const { client, hydrated } = createPageApolloClient({ session, serverCache: hydrate ? serverData.cache : undefined, locale: language.getLocale });
const app = (
  <PortalApp
    session={session}
    client={client}
    language={language}
    router={BrowserRouter}
    onContentShown={hydrated}
    randomSeed={hydrate ? serverData.randomSeed : undefined}
    renderedTimeZone={hydrate ? serverData.timeZone : undefined}
  />
);

if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
