// The large-catalogue check (scripts/test-catalog.mjs): the same browser settings as
// playwright.config.ts, against the build of a generated 2,000-product catalogue.
import { buildCheckConfig } from './playwright.config';

export default buildCheckConfig(
  'tests/catalog',
  'large-catalogue',
  '.tmp/playwright-catalog-results.json',
  'build-catalog',
);
