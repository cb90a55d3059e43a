// `npm run test:catalog`: the shop at a shop owner's scale. Generates a 2,000-product catalogue
// (scripts/catalog-generate.mjs), builds the shop from it into build-catalog/ (LUMINA_CATALOG, as a
// shop owner's would be chosen), checks that build's byte budgets, then checks it in Chromium:
// every route renders, pagination, filters, search, a product page, the cart, an unknown id.
// `npm test` runs the same steps.
import { pathToFileURL } from 'node:url';
import { ensureChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

export const LARGE_CATALOG_SIZE = 2000;
const CATALOG_DIR = '.tmp/catalog-2000';
const CATALOG_BUILD_DIR = 'build-catalog';

/** The steps as [label, command, args, env]. */
export function catalogSteps(chrome) {
  const env = { LUMINA_CATALOG: CATALOG_DIR, LUMINA_BUILD_DIR: CATALOG_BUILD_DIR };
  return [
    [
      `generated catalogue of ${LARGE_CATALOG_SIZE} products`,
      'node',
      ['scripts/catalog-generate.mjs', '--count', String(LARGE_CATALOG_SIZE), '--out', CATALOG_DIR],
      toolEnv(),
    ],
    [`production build of ${LARGE_CATALOG_SIZE} products`, 'npm', ['run', 'build', '--silent'], toolEnv(env)],
    [
      `bundle budgets at ${LARGE_CATALOG_SIZE} products`,
      'node',
      ['scripts/check-budgets.mjs', '--quiet'],
      toolEnv(env),
    ],
    [
      `that build's routes, pages, filters, search and cart (Playwright, Chromium)`,
      'npx',
      ['playwright', 'test', '--config', 'playwright.catalog.config.ts'],
      toolEnv({ ...env, CHROME_PATH: chrome }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [label, command, args, env] of catalogSteps(ensureChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
