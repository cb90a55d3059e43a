import { defineConfig } from 'vitest/config';

// The engine journeys (tests/engines/), run by scripts/test-engines.mjs against the production
// build, served by tests/engines/serve-build.ts: one browser at a time, with room for one to start.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/serve-build.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
