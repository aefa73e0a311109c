import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { domainAlias, messages } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), messages()],
  resolve: { alias: domainAlias },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Room for findBy*'s 5 s (src/test/setup.ts) on a loaded machine.
    testTimeout: 15_000,
  },
});
