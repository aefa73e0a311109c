import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { domainAlias, fromHere } from './vite.config.ts';
import { precompress } from './vite-plugin-precompress.ts';

/**
 * The GraphiQL playground the server hands to browsers at GET /graphql (graphiql.html), built after the
 * portal into the same folder (`npm run build`) with chunks of its own, sharing none with the portal's
 * (docs/architecture.md#client-chunks).
 */
export default defineConfig({
  resolve: { alias: domainAlias },
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The playground's Monaco editor is one large chunk by nature.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      input: { graphiql: fromHere('./graphiql.html') },
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React Compiler hints ('use no memo') that mean nothing once bundled.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        defaultHandler(level, log);
      },
    },
  },
  // Monaco runs its language services in web workers; bundle them as ES modules.
  worker: { format: 'es' },
});
