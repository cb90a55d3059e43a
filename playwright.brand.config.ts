// The brand proof (scripts/test-brand.mjs): the same browser settings as playwright.config.ts,
// against the build made with tests/brand/other-shop.ts.
import { buildCheckConfig } from './playwright.config';

export default buildCheckConfig(
  'tests/brand',
  'other-brand',
  '.tmp/playwright-brand-results.json',
  'build-brand',
);
