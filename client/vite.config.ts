import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugin-graphql-documents.ts';
import { precompress } from './vite-plugin-precompress.ts';

const API_SERVER = 'http://localhost:4000';
// Absolute paths, so the build does not depend on the directory it is started from.
export const fromHere = (file: string) => decodeURIComponent(new URL(file, import.meta.url).pathname);

/** The shared rules are bundled from their TypeScript source: the client needs no build of them. */
export const domainAlias = { '@barangay-portal/domain': fromHere('../packages/domain/src/index.ts') };

/**
 * The portal's pages (index.html). The GraphQL playground is a second build into the same folder
 * (vite.playground.config.ts), so that its modules never shape the portal's chunks.
 */
export default defineConfig({
  resolve: { alias: domainAlias },
  // Each screen's bundle carries only its own GraphQL documents, not the whole generated map; every text
  // file written gets a .br and a .gz beside it, which the server sends as they are.
  plugins: [react(), graphqlDocuments({ gqlDir: fromHere('./src/gql') }), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: fromHere('./index.html') },
      output: {
        // What every page needs comes as two files, the libraries (which change seldom, so stay cached across
        // releases) and the portal's own code, instead of some twenty small chunks shared with the lazy
        // screens: on a phone each request costs a round trip and headers, and small files compress worse
        // (docs/architecture.md#client-chunks). Screens loaded on demand keep their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // ws: live notifications subscribe over a WebSocket on the same path.
      '/graphql': { target: API_SERVER, ws: true },
      '/api': API_SERVER,
      '/media': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
  optimizeDeps: {
    // GraphiQL's worker setup imports with '?worker', which only Vite's own pipeline understands;
    // the dev-server dependency pre-bundler must leave those modules alone.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // ...so the CommonJS modules the GraphQL worker imports are never crawled: pre-bundle them by name.
    include: ['nullthrows', 'picomatch-browser'],
  },
  // Monaco (inside GraphiQL) runs its language services in web workers; bundle them as ES modules. The dev
  // server serves the playground from this configuration too.
  worker: { format: 'es' },
});
