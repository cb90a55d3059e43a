// The photo catalogue check (scripts/test-photos.mjs): the same browser settings as
// playwright.config.ts, against the build of a small generated catalogue of photographs, at the
// desktop (1,280 px) and phone (390 px) sizes.
import { devices } from '@playwright/test';
import { buildCheckConfig } from './playwright.config';

const base = buildCheckConfig(
  'tests/photos',
  'photos-desktop',
  '.tmp/playwright-photos-results.json',
  'build-photos',
);

export default {
  ...base,
  projects: [
    ...(base.projects ?? []),
    {
      name: 'photos-mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
};
