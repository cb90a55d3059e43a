// `npm run test:catalogue`: the shop at a shop owner's scale. Generates a 2,000-product catalogue
// (scripts/catalogue-generate.mjs), builds the shop from it into build-catalogue/ (LUMINA_CATALOGUE, as a
// shop owner's would be chosen), checks that build's byte budgets, then checks it in Chromium:
// every route renders, pagination, filters, search, a product page, the cart, an unknown id.
// `npm test` runs the same steps.
import { pathToFileURL } from 'node:url';
import { command } from './cli.mjs';
import { ensureTestChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

export const LARGE_CATALOGUE_SIZE = 2000;
const CATALOGUE_DIR = '.tmp/catalogue-2000';
const CATALOGUE_BUILD_DIR = 'build-catalogue';

/** The steps as [label, command, args, env]. */
export function catalogueSteps(chrome) {
  const env = { LUMINA_CATALOGUE: CATALOGUE_DIR, LUMINA_BUILD_DIR: CATALOGUE_BUILD_DIR };
  return [
    [
      `generated catalogue of ${LARGE_CATALOGUE_SIZE} products`,
      'node',
      ['scripts/catalogue-generate.mjs', '--count', String(LARGE_CATALOGUE_SIZE), '--out', CATALOGUE_DIR],
      toolEnv(),
    ],
    [
      `production build of ${LARGE_CATALOGUE_SIZE} products`,
      'npm',
      ['run', 'build', '--silent'],
      toolEnv(env),
    ],
    [
      `bundle budgets at ${LARGE_CATALOGUE_SIZE} products`,
      'node',
      ['scripts/check-budgets.mjs', '--quiet'],
      toolEnv(env),
    ],
    [
      `that build's routes, pages, filters, search and cart (Playwright, Chromium)`,
      'npx',
      ['playwright', 'test', '--config', 'playwright.catalogue.config.ts'],
      toolEnv({ ...env, CHROME_PATH: chrome }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  command({
    name: 'npm run test:catalogue',
    summary:
      'Generates 2,000 products, builds the shop from them into build-catalogue/ and checks its budgets and pages (Chromium).',
    env: { CHROME_PATH: 'the Chromium to test in (default the headless shell, else /usr/bin/chromium)' },
  });
  for (const [label, command, args, env] of catalogueSteps(ensureTestChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
