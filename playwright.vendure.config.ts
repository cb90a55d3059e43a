// The shop on Vendure (scripts/test-vendure.mjs): the same browser settings as playwright.config.ts,
// against the build made with LUMINA_BACKEND=vendure. One worker: the journeys share one server,
// its stock and its orders.
import { defineConfig } from '@playwright/test';
import { buildCheckConfig } from './playwright.config';

const config = buildCheckConfig(
  'tests/vendure',
  'vendure',
  '.tmp/playwright-vendure-results.json',
  'build-vendure',
);
export default defineConfig({ ...config, workers: 1, fullyParallel: false });
