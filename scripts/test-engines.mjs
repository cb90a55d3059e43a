// `npm run test:engines`: the shop's core journeys (tests/engines/journeys.test.ts) in Firefox ESR
// (WebDriver BiDi) and WebKitGTK (WebKitWebDriver, under Xvfb), with Chromium as the control, on
// an existing production build (`npm run build` first; LUMINA_BUILD_DIR picks another). The
// browsers come from Debian's packages: as root on Debian a missing one is installed, otherwise
// its engine is skipped and the run says what to install. `npm test` runs the same step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { command, fail } from './cli.mjs';
import { ensurePackages } from './debian-packages.mjs';
import { ensureChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

/** Where Vitest writes the journeys' results (scripts/test.mjs counts them). */
export const ENGINE_RESULTS = '.tmp/engines-results.json';
/** WebKitGTK's browser for automation, from libwebkit2gtk (tests/engines/webdriver-shopper.ts). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const OTHER_ENGINES = {
  firefox: { name: 'Firefox ESR', files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  webkit: {
    name: 'WebKitGTK',
    files: ['/usr/bin/WebKitWebDriver', MINIBROWSER, '/usr/bin/xvfb-run'],
    packages: ['webkit2gtk-driver', 'xvfb'],
  },
};

/** MiniBrowser needs a display, even for automation: a virtual one of desktop size. */
const XVFB = ['-a', '-s', '-screen 0 1280x1024x24'];

/** The npx arguments that run the journeys, writing Vitest's JSON report to `results`. */
export function journeysCommand(results) {
  const report = ['--reporter=default', '--reporter=json', `--outputFile.json=${results}`];
  return ['vitest', 'run', '--config', 'vitest.engines.config.ts', ...report];
}

/**
 * The journeys' step as [label, command, args, env], and a line for each engine skipped. Installs
 * what is missing where it can (see debian-packages.mjs).
 */
export function enginesStep(chrome) {
  const engines = ['chromium'];
  const skipped = [];
  for (const [id, needs] of Object.entries(OTHER_ENGINES)) {
    const reason = ensurePackages(needs);
    if (reason) skipped.push(`skipped ${needs.name}: ${reason}`);
    else engines.push(id);
  }
  const vitest = journeysCommand(ENGINE_RESULTS);
  const webkit = engines.includes('webkit');
  const label = `core journeys in ${engines.join(', ')} (Vitest; puppeteer-core, selenium-webdriver)`;
  const env = toolEnv({ CHROME_PATH: chrome, ENGINES: engines.join(','), MINIBROWSER });
  const step = webkit ? [label, 'xvfb-run', [...XVFB, 'npx', ...vitest], env] : [label, 'npx', vitest, env];
  return { step, skipped };
}

/**
 * One line on what each engine's journeys did, from Vitest's JSON report (`chromium: 4 passed,
 * 0 failed`, ...), or null before they ran.
 */
export function engineSummary(file = ENGINE_RESULTS) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const byEngine = new Map();
  for (const test of report.testResults.flatMap((result) => result.assertionResults)) {
    const engine = test.ancestorTitles[0] ?? '?';
    const counts = byEngine.get(engine) ?? { passed: 0, failed: 0 };
    if (test.status === 'passed') counts.passed += 1;
    else if (test.status === 'failed') counts.failed += 1;
    byEngine.set(engine, counts);
  }
  const parts = [...byEngine].map(
    ([engine, { passed, failed }]) => `${engine} ${passed} passed, ${failed} failed`,
  );
  return `engines: ${parts.join('; ')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const spec = {
    name: 'npm run test:engines',
    summary:
      'The core journeys in Firefox ESR and WebKitGTK, with Chromium as the control, on an existing build.',
    env: {
      LUMINA_BUILD_DIR: 'the build to test (default build)',
      CHROME_PATH: 'the Chromium to test in (default /usr/bin/chromium)',
    },
  };
  command(spec);
  const build = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client', 'index.html');
  if (!existsSync(build))
    fail(spec, `no production build at ${path.dirname(build)}: run npm run build first`, 1);
  const { step, skipped } = enginesStep(ensureChrome());
  const code = await runStep(...step);
  for (const line of [engineSummary(), ...skipped]) if (line) console.log(line);
  process.exit(code);
}
