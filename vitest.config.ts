import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linkableAddresses } from './src/app/prerender-paths.ts';
import { cataloguePlugin } from './src/catalogue-source/catalogue-plugin.ts';
import { catalogueDir, catalogueIds } from './src/catalogue-source/load-catalogue.ts';
import { contentPlugin } from './src/content-source/content-plugin.ts';
import { lookPlugin } from './src/look-source/look-plugin.ts';
import { buildLocale } from './src/messages-source/load-messages.ts';
import { messagesPlugin } from './src/messages-source/messages-plugin.ts';

/** Component tests that mock a module (vi.mock) or need its state fresh: each in its own environment. */
const ISOLATED = [
  'src/app/layout/error-boundaries.test.tsx',
  'src/app/layout/site-logo.test.tsx',
  'src/features/account/components/account-settings-panel.test.tsx',
  'src/features/auth/components/*.test.tsx',
  'src/features/content/components/contact-form.test.tsx',
  'src/features/content/components/customer-service-form.test.tsx',
  'src/features/newsletter/components/newsletter-form.test.tsx',
  'src/features/reviews/components/review-form.test.tsx',
  'src/features/search/components/search-page-offline.test.tsx',
];

// Kept apart from vite.config.ts so the React Router plugin is not loaded in unit tests.
export default defineConfig({
  plugins: [
    cataloguePlugin(),
    contentPlugin({ shop: () => linkableAddresses(catalogueIds()) }),
    lookPlugin({ catalogueDir: catalogueDir(), locale: buildLocale() }),
    messagesPlugin({ locale: buildLocale() }),
  ],
  // Unit tests run in the first market (src/config/market.ts).
  define: { __LUMINA_MARKET__: JSON.stringify('') },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves a core to its main process (one worker on a 2-core machine), which
    // mostly waits: every core runs test files, and the unit step takes about half as long.
    maxWorkers: availableParallelism(),
    // Property-based tests run hundreds of cases; give them room on a busy machine.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node' },
      },
      // Component tests share one jsdom and one module graph per worker (building a jsdom and
      // importing React, the router and the shop again for each file was most of their time); the
      // stores are reset after every test (src/testing/setup.ts). The files that mock a module, or
      // hold state of a module across their tests, run alone.
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          exclude: ISOLATED,
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'dom-alone', include: ISOLATED, environment: 'jsdom' },
      },
    ],
  },
});
