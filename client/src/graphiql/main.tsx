// Monaco's language workers, bundled by Vite: the playground must work without a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { withStoredAccessToken } from './authorized-fetch';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: withStoredAccessToken(window.localStorage, fetch),
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);
