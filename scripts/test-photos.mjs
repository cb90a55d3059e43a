// `npm run test:photos`: the shop with photographs. Generates a small catalogue whose products and
// categories show 2,000 px JPEGs (catalogue-generate.mjs --photos: 32 products, a pool of 10 photos),
// builds it into build-photos/ through the image pipeline (cached in node_modules/.cache, so only
// the first run processes them), checks its byte budgets, then checks in Chromium at 1,280 and
// 390 px that product pages and cards load an AVIF or WebP of about their width, with no layout
// shift, from a server that caches them for a year. `npm test` runs the same steps.
import { pathToFileURL } from 'node:url';
import { command } from './cli.mjs';
import { ensureChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const PHOTO_CATALOGUE_DIR = '.tmp/catalogue-photos';
const PHOTO_BUILD_DIR = 'build-photos';

/** The steps as [label, command, args, env]. */
export function photoSteps(chrome) {
  const env = { LUMINA_CATALOGUE: PHOTO_CATALOGUE_DIR, LUMINA_BUILD_DIR: PHOTO_BUILD_DIR };
  return [
    [
      'generated catalogue of 32 products with photographs',
      'node',
      [
        'scripts/catalogue-generate.mjs',
        '--count',
        '32',
        '--photo-pool',
        '10',
        '--photos',
        '--out',
        PHOTO_CATALOGUE_DIR,
      ],
      toolEnv(),
    ],
    ['production build with photographs', 'npm', ['run', 'build', '--silent'], toolEnv(env)],
    // Photographs' markup (srcset, sizes) is the heaviest a listing gets: its HTML must still fit.
    ['bundle budgets with photographs', 'node', ['scripts/check-budgets.mjs', '--quiet'], toolEnv(env)],
    [
      `that build's images at 1,280 and 390 px (Playwright, Chromium)`,
      'npx',
      ['playwright', 'test', '--config', 'playwright.photos.config.ts'],
      toolEnv({ ...env, CHROME_PATH: chrome }),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  command({
    name: 'npm run test:photos',
    summary:
      'Builds a catalogue of generated photographs into build-photos/ and checks the image versions its pages load (Chromium).',
    env: {
      CHROME_PATH: 'the Chromium to test in (default /usr/bin/chromium)',
      LUMINA_IMAGE_CACHE: 'where processed images are kept (default node_modules/.cache/lumina-images)',
    },
  });
  for (const [label, command, args, env] of photoSteps(ensureChrome())) {
    const code = await runStep(label, command, args, env);
    if (code !== 0) process.exit(code);
  }
}
