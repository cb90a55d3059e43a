// `npm run test:brand`: the proof that every page follows the store configuration. Builds the shop
// with another store configuration (tests/brand/other-shop.ts, chosen by LUMINA_SHOP_CONFIG as a
// shop owner's would be) into build-brand/, then checks that build in Chromium: that shop's brand in
// every title, the header and the footer, its prefix on a placed order, and the default brand nowhere.
// `npm test` runs the same two steps.
import { pathToFileURL } from 'node:url';
import { ensureTestChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const BRAND_STORE = 'tests/brand/other-shop.ts';
const BRAND_BUILD_DIR = 'build-brand';

/** The steps as [label, command, args, env]. */
export function brandSteps(chrome) {
  return [
    [
      `production build with another brand (${BRAND_STORE})`,
      'npm',
      ['run', 'build', '--silent'],
      toolEnv({ LUMINA_SHOP_CONFIG: BRAND_STORE, LUMINA_BUILD_DIR: BRAND_BUILD_DIR }),
    ],
    [
      'that build shows the other brand and prefix, never the default (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'playwright.brand.config.ts'],
      toolEnv({ CHROME_PATH: chrome, LUMINA_BUILD_DIR: BRAND_BUILD_DIR }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [label, command, args, env] of brandSteps(ensureTestChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
