import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugin-graphql-documents.ts';
import { portalMessages } from './vite-plugin-messages.ts';
import { precompress } from './vite-plugin-precompress.ts';

const API_SERVER = 'http://localhost:4000';
// Absolute paths, so the build does not depend on the directory it is started from.
export const fromHere = (file: string) => decodeURIComponent(new URL(file, import.meta.url).pathname);

/** The shared rules are bundled from their TypeScript source: the client needs no build of them. */
export const domainAlias = { '@barangay-portal/domain': fromHere('../packages/domain/src/index.ts') };

/** The message catalogues, one namespace of one language per module (docs/architecture/languages.md#catalogues). */
export const messages = () => portalMessages({ cataloguesDir: fromHere('../packages/domain/src/i18n/catalogues') });

/** The server's rendering of the public pages (docs/architecture.md#server-rendering): its bundle and where it goes. */
const SERVER_ENTRY = fromHere('./src/entry-server.tsx');
const SERVER_BUNDLE_DIR = 'dist-ssr';

/**
 * styled-components' class names from each component's file and place in it, not from the order the modules
 * happened to run in: the server's bundle and the browser's chunks then name every component alike, and
 * hydration finds the server's classes (docs/architecture.md#server-rendering).
 */
const styledComponentNames = { styledComponents: { ssr: true, displayName: false, fileName: false, minify: false } };

/**
 * The portal's pages (index.html) and, as a second environment of the same `vite build`, the server's
 * rendering of the public pages (ssr, into dist-ssr/, never served to browsers). The GraphQL playground is a
 * build of its own into dist/ (vite.playground.config.ts), so that its modules never shape the portal's chunks.
 */
export default defineConfig({
  resolve: { alias: domainAlias },
  builder: {},
  environments: {
    ssr: {
      // One self-contained CommonJS file: the server (CommonJS, built by tsc or run by jest) requires it
      // without resolving the client's ES-module dependencies itself.
      resolve: { noExternal: true },
      build: {
        outDir: SERVER_BUNDLE_DIR,
        emptyOutDir: true,
        ssr: SERVER_ENTRY,
        minify: false,
        rolldownOptions: {
          input: SERVER_ENTRY,
          output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
        },
      },
    },
  },
  oxc: { plugins: styledComponentNames },
  // Each screen's bundle carries only its own GraphQL documents, not the whole generated map; every text
  // file written gets a .br and a .gz beside it, which the server sends as they are.
  plugins: [react(), messages(), graphqlDocuments({ gqlDir: fromHere('./src/gql') }), precompress()],
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
