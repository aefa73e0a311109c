import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, SessionExpiryRedirect } from './app/router';
import { refreshTokens, revokeRefreshToken } from './features/auth';
import { createApolloClient } from './lib/apollo-client';
import { createSessionStore } from './lib/session-store';

const session = createSessionStore({ refreshTokens, revokeRefreshToken });
const client = createApolloClient({ session });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider session={session} client={client}>
      <BrowserRouter>
        <SessionExpiryRedirect session={session} />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
