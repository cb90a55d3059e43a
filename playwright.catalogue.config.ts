// The large-catalogue check (scripts/test-catalogue.mjs): the same browser settings as
// playwright.config.ts, against the build of a generated 2,000-product catalogue.
import { buildCheckConfig } from './playwright.config';

export default buildCheckConfig(
  'tests/catalogue',
  'large-catalogue',
  '.tmp/playwright-catalogue-results.json',
  'build-catalogue',
);
