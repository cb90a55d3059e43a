// `npm run stress`: the first-sight tests (tests/e2e/mobile-early-taps.spec.ts, a tap at the first
// moment a control shows, on the mobile profile) run many times while other processes keep the
// CPU busy, as a phone's is. Not part of `npm test`: it proves that no press is lost under load.
//   npm run stress [-- --runs 20 --load 1 --no-build]
//   --runs N    each test N times (default 20)
//   --load K    K processes spinning on the CPU meanwhile (default 1; the machine's cores are
//               shared with Playwright's workers and the browser)
//   --no-build  use the build already in build/ (or LUMINA_BUILD_DIR)
//   --grep RE   only the tests whose title matches RE
// Prints the taps made, the presses lost (dropped by the replay, or still held when a test
// ended), and the failed tests with their first error line. Exits non-zero on any of them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { command, fail } from './cli.mjs';
import { ensureTestChrome } from './find-chrome.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const spec = {
  name: 'npm run stress',
  summary:
    'The first-sight tests, many times, on the mobile profile while other processes keep the CPU busy.',
  options: {
    runs: { type: 'string', value: 'N', integer: { min: 1 }, default: 20, help: 'each test N times' },
    load: {
      type: 'string',
      value: 'K',
      integer: { min: 0 },
      default: 1,
      help: 'processes spinning on the CPU',
    },
    'no-build': { type: 'boolean', help: 'use the build already in build/ (or LUMINA_BUILD_DIR)' },
    grep: { type: 'string', value: 'RE', help: 'only the tests whose title matches RE' },
  },
  env: {
    LUMINA_BUILD_DIR: 'the build to test (default build)',
    E2E_PORT: 'the port its server listens on (default 4173)',
    CHROME_PATH: 'the Chromium to test in (default the headless shell, else /usr/bin/chromium)',
  },
};
const { values } = command(spec);
const { runs, load } = values;
const results = '.tmp/stress-results.json';

const env = toolEnv({ CHROME_PATH: ensureTestChrome(), PLAYWRIGHT_JSON_OUTPUT_NAME: results });
if (!values['no-build'] && (await runStep('production build', 'npm', ['run', 'build', '--silent'], env)))
  process.exit(1);

/** A process that keeps one core busy until it is killed. */
const spinners = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stopSpinners);

rmSync(results, { force: true });
const started = Date.now();
await runStep(
  `first-sight tests, ${runs} runs each, mobile profile, ${load} busy process(es) beside them`,
  'npx',
  [
    'playwright',
    'test',
    'tests/e2e/mobile-early-taps.spec.ts',
    '--project=mobile',
    `--repeat-each=${runs}`,
    '--retries=0',
    '--reporter=dot,json',
    ...(values.grep === undefined ? [] : ['--grep', values.grep]),
  ],
  env,
);
stopSpinners();

if (!existsSync(results)) fail(spec, `Playwright wrote no report (${results}): see its output above`, 1);
const report = JSON.parse(readFileSync(results, 'utf8'));
const tally = { tests: 0, made: 0, dropped: 0, held: 0, failures: [] };
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) for (const run of test.results) count(spec.title, run, test.annotations);
  for (const child of suite.suites ?? []) walk(child);
};
function count(title, run, fallback) {
  tally.tests += 1;
  const taps = (run.annotations ?? fallback).find((note) => note.type === 'taps');
  const { made = 0, dropped = 0, held = 0 } = taps ? JSON.parse(taps.description) : {};
  tally.made += made;
  tally.dropped += dropped;
  tally.held += held;
  if (run.status !== 'passed' && run.status !== 'skipped') {
    const page = (run.annotations ?? fallback).find((note) => note.type === 'page');
    const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    tally.failures.push(`${title}: ${plain((run.error?.message ?? run.status).split('\n')[0])}`);
    if (page) tally.failures.push(`    the page then: ${page.description}`);
  }
}
report.suites.forEach(walk);

const lost = tally.dropped + tally.held;
console.log(
  `\n=== stress: ${runs} runs, ${load} busy process(es), ${Math.round((Date.now() - started) / 1000)} s ===`,
);
console.log(`tests run:   ${tally.tests}`);
console.log(`taps made:   ${tally.made}`);
console.log(
  `taps lost:   ${lost} (dropped by the replay ${tally.dropped}, still held at the end ${tally.held})`,
);
console.log(`failures:    ${tally.failures.length}`);
for (const failure of tally.failures) console.log(`  - ${failure}`);
process.exit(lost === 0 && tally.failures.length === 0 ? 0 : 1);
