import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { refreshTokens, revokeRefreshToken } from './features/auth/api/session-requests';
import { createApolloClient } from './lib/apollo-client';
import { createSessionStore } from './lib/session-store';

const session = createSessionStore({ refreshTokens, revokeRefreshToken });
const client = createApolloClient({ session });
const router = createAppRouter();

// A session whose silent refresh failed is over: sign in again (spec §4, ARCHITECTURE §4).
session.onSessionExpired(() => void router.navigate(paths.login, { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider session={session} client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
