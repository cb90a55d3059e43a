import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './src/catalogue-source/catalogue-plugin.ts';

// Kept apart from vite.config.ts so the React Router plugin is not loaded in unit tests.
export default defineConfig({
  plugins: [cataloguePlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Property-based tests run hundreds of cases; give them room on a busy machine.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['src/**/*.test.tsx'], environment: 'jsdom' },
      },
    ],
  },
});
