import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugin-graphql-documents.ts';
import { precompress } from './vite-plugin-precompress.ts';

const API_SERVER = 'http://localhost:4000';
// Absolute paths, so the build does not depend on the directory it is started from.
const fromHere = (file: string) => decodeURIComponent(new URL(file, import.meta.url).pathname);

/** The shared rules are bundled from their TypeScript source: the client needs no build of them. */
export const domainAlias = { '@barangay-portal/domain': fromHere('../packages/domain/src/index.ts') };

/** The server's rendering of the public pages (docs/architecture.md#server-rendering): its bundle and where it goes. */
const SERVER_ENTRY = fromHere('./src/entry-server.tsx');
const SERVER_BUNDLE_DIR = 'dist-ssr';

export default defineConfig({
  resolve: { alias: domainAlias },
  // `vite build` builds both environments: the browser's app (client, into dist/) and the server rendering
  // (ssr, into dist-ssr/, never served to browsers).
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
  // Each screen's bundle carries only its own GraphQL documents, not the whole generated map; every text
  // file written gets a .br and a .gz beside it, which the server sends as they are.
  oxc: {
    // styled-components' class names from each component's file and place in it, not from the order the
    // modules happened to run in: the server's bundle and the browser's chunks then name every component
    // alike, and hydration finds the server's classes (docs/architecture.md#server-rendering).
    plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: false } },
  },
  plugins: [react(), graphqlDocuments({ gqlDir: fromHere('./src/gql') }), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The playground's Monaco editor is one large chunk by nature; the app's own chunks stay far below this.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the app, and the GraphiQL playground the server hands to browsers at GET /graphql.
      input: {
        main: fromHere('./index.html'),
        graphiql: fromHere('./graphiql.html'),
      },
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React Compiler hints ('use no memo') that mean nothing once bundled.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        defaultHandler(level, log);
      },
    },
  },
  // Monaco (inside GraphiQL) runs its language services in web workers; bundle them as ES modules.
  worker: { format: 'es' },
  optimizeDeps: {
    // GraphiQL's worker setup imports with '?worker', which only Vite's own pipeline understands;
    // the dev-server dependency pre-bundler must leave those modules alone.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // ...so the CommonJS modules the GraphQL worker imports are never crawled: pre-bundle them by name.
    include: ['nullthrows', 'picomatch-browser'],
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
});
