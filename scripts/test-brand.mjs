// `npm run test:brand`: the proof that another shop is made from files only. Imports that shop's
// catalogue from a Shopify export (tests/import/shopify.csv) with `npm run catalogue:import`, builds
// the shop with its store configuration (tests/brand/other-shop.ts), its pages' words
// (tests/brand/content/) and that catalogue, chosen by LUMINA_SHOP_CONFIG, LUMINA_CONTENT and
// LUMINA_CATALOGUE as a shop owner's would be, into build-brand/, then checks that build in Chromium:
// its brand, look, words and products on its pages, its prefix on a placed order, and the demo's
// brand, products and words nowhere. `npm test` runs the same three steps.
import { pathToFileURL } from 'node:url';
import { command } from './cli.mjs';
import { ensureTestChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const BRAND_STORE = 'tests/brand/other-shop.ts';
const BRAND_BUILD_DIR = 'build-brand';
const BRAND_CONTENT = 'tests/brand/content';
const BRAND_EXPORT = 'tests/import/shopify.csv';
const BRAND_CATALOGUE = '.tmp/brand-catalogue';

/** The steps as [label, command, args, env]. */
export function brandSteps(chrome) {
  const files = {
    LUMINA_SHOP_CONFIG: BRAND_STORE,
    LUMINA_CONTENT: BRAND_CONTENT,
    LUMINA_CATALOGUE: BRAND_CATALOGUE,
    LUMINA_BUILD_DIR: BRAND_BUILD_DIR,
  };
  return [
    [
      `the other shop's catalogue imported from ${BRAND_EXPORT}`,
      'node',
      [
        'scripts/catalogue-import.mjs',
        BRAND_EXPORT,
        '--out',
        BRAND_CATALOGUE,
        '--shop',
        'Northwind Goods',
        '--force',
      ],
      toolEnv({}),
    ],
    [
      `production build of another shop (${BRAND_STORE}, ${BRAND_CONTENT}, that catalogue)`,
      'npm',
      ['run', 'build', '--silent'],
      toolEnv(files),
    ],
    [
      "that build shows the other shop's brand, look, words and products, never the demo's (Playwright, Chromium)",
      'npx',
      ['playwright', 'test', '--config', 'playwright.brand.config.ts'],
      toolEnv({ ...files, CHROME_PATH: chrome }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  command({
    name: 'npm run test:brand',
    summary:
      "Imports another shop's catalogue from a CSV, builds that shop from its own configuration, pages and catalogue into build-brand/, and checks its pages show it and never the demo (Chromium).",
    env: { CHROME_PATH: 'the Chromium to test in (default the headless shell, else /usr/bin/chromium)' },
  });
  for (const [label, command, args, env] of brandSteps(ensureTestChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
