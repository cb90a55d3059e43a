// The brand proof (scripts/test-brand.mjs): the same browser settings as playwright.config.ts,
// against the build made with tests/brand/other-store.ts.
import { defineConfig } from '@playwright/test';
import shared, { staticServer } from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.LUMINA_BUILD_DIR ?? 'build-brand';

export default defineConfig({
  ...shared,
  testDir: 'tests/brand',
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-brand-results.json' }]],
  projects: [shared.projects?.[0] ?? {}].map((project) => ({
    ...project,
    name: 'other-brand',
    testIgnore: [],
  })),
  webServer: staticServer(port, buildDir),
});
