// `npm test`: every test. The types and lint (which holds the dependency rule), unit and component
// tests (Vitest), the production build, the bundle
// budgets, then the end-to-end and accessibility tests (Playwright on Chromium) against that build,
// with the host-sensitive ones also against nginx, Caddy and a plain static host (a server that
// cannot be installed here is skipped, and the summary says so), the core journeys in Firefox and
// WebKit with Chromium as the control (scripts/test-engines.mjs; an engine that cannot be installed
// is skipped, and the summary says so), the same journeys on a build with the performance
// machinery off (scripts/test-machinery-off.mjs), then the brand proof: a build with
// another store configuration, checked (scripts/test-brand.mjs), the large catalogue: a build of
// 2,000 generated products, its budgets and its pages checked (scripts/test-catalogue.mjs), and the
// photo catalogue: a build of generated photographs and the image versions its pages load
// (scripts/test-photos.mjs), and the shop selling on Vendure: a server started for the run, a
// build against it, real orders read back through its Admin API (scripts/test-vendure.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { command } from './cli.mjs';
import { ensureChrome, ensureTestChrome } from './find-chrome.mjs';
import { e2eHosts } from './real-servers.mjs';
import { runStep } from './run-step.mjs';
import { failureLines } from './test-failures.mjs';
import { brandSteps } from './test-brand.mjs';
import { catalogueSteps } from './test-catalogue.mjs';
import { photoSteps } from './test-photos.mjs';
import { ENGINE_RESULTS, engineSummary, enginesStep } from './test-engines.mjs';
import { VENDURE_RESULTS } from './test-vendure.mjs';
import { MACHINERY_OFF_RESULTS, machineryOffSteps } from './test-machinery-off.mjs';
import { toolEnv } from './tool-env.mjs';

command({
  name: 'npm test',
  summary:
    'Every test: types, lint, unit, the build, budgets, end-to-end, engines, brand, catalogue, photos.',
  env: { CHROME_PATH: 'the Chromium to test in (default /usr/bin/chromium and its headless shell)' },
});
const started = Date.now();
const env = toolEnv();
const results = [];
const notes = [];

function counts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

async function step(label, command, args, stepEnv = env) {
  const stepStarted = Date.now();
  const code = await runStep(label, command, args, stepEnv);
  results.push({ label, code, seconds: Math.round((Date.now() - stepStarted) / 1000) });
  if (code !== 0) finish(code);
}

function finish(code) {
  const unit = counts('.tmp/vitest-results.json', (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
  }));
  const playwright = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected });
  const e2e = counts('.tmp/playwright-results.json', playwright);
  const brand = counts('.tmp/playwright-brand-results.json', playwright);
  const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
  const engines = counts(ENGINE_RESULTS, vitestCounts);
  const machineryOff = counts(MACHINERY_OFF_RESULTS, vitestCounts);
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds} s)`);
  const perEngine = engineSummary();
  if (perEngine) console.log(perEngine);
  for (const note of notes) console.log(note);
  const large = counts('.tmp/playwright-catalogue-results.json', playwright);
  const photos = counts('.tmp/playwright-photos-results.json', playwright);
  const vendure = counts(VENDURE_RESULTS, playwright);
  const suites = [unit, e2e, engines, machineryOff, brand, large, photos, vendure];
  const passed = suites.reduce((sum, suite) => sum + (suite?.passed ?? 0), 0);
  const counted = suites.reduce((sum, suite) => sum + (suite?.failed ?? 0), 0);
  const failed = counted + (code !== 0 && counted === 0 ? 1 : 0);
  const reports = ['', '-brand', '-catalogue', '-photos', '-vendure'].map(
    (name) => `.tmp/playwright${name}-results.json`,
  );
  const failures = reports.flatMap((file) => counts(file, failureLines) ?? []);
  if (failures.length > 0) console.log(['failed:', ...failures].join('\n'));
  console.log(`time: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`total: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

rmSync('.tmp/vitest-results.json', { force: true });
rmSync('.tmp/playwright-results.json', { force: true });
rmSync('.tmp/playwright-brand-results.json', { force: true });
rmSync('.tmp/playwright-catalogue-results.json', { force: true });
rmSync('.tmp/playwright-photos-results.json', { force: true });
rmSync(ENGINE_RESULTS, { force: true });
rmSync(VENDURE_RESULTS, { force: true });
rmSync(MACHINERY_OFF_RESULTS, { force: true });
// The full Chromium is the control for the engines; the Playwright suites run its headless build.
const chrome = ensureChrome();
const testChrome = ensureTestChrome();
await step('types (tsc)', 'npm', ['run', 'typecheck', '--silent']);
await step('lint, with the dependency rule (ESLint)', 'npm', ['run', 'lint', '--silent']);
await step('unit and component tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-results.json',
]);
await step('production build', 'npm', ['run', 'build', '--silent']);
await step('bundle budgets', 'node', ['scripts/check-budgets.mjs']);
console.log('\n=== hosts for the host-sensitive tests ===');
const { hosts, skipped } = e2eHosts();
notes.push(...skipped);
await step(
  `end-to-end and accessibility tests (Playwright, Chromium; hosts: npm start, ${hosts.replaceAll(',', ', ')})`,
  'npx',
  ['playwright', 'test'],
  toolEnv({ CHROME_PATH: testChrome, E2E_HOSTS: hosts }),
);
console.log('\n=== engines for the core journeys ===');
const engineRun = enginesStep(chrome);
notes.push(...engineRun.skipped);
await step(...engineRun.step);
for (const [label, command, args, stepEnv] of [
  ...machineryOffSteps(chrome),
  ...brandSteps(testChrome),
  ...catalogueSteps(testChrome),
  // Which image version a page gets is the browser's choice: checked in the shopper's browser.
  ...photoSteps(chrome),
]) {
  await step(label, command, args, stepEnv);
}
// Real orders: a Vendure server installed into vendure/ and started by the step itself.
await step(
  'the shop selling on Vendure: its build and real orders, checked through the Admin API (scripts/test-vendure.mjs)',
  'node',
  ['scripts/test-vendure.mjs'],
  toolEnv({ CHROME_PATH: testChrome }),
);
finish(0);
