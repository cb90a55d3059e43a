// `npm run bench`: builds the demo twice, with the boot machinery and with it switched off
// (LUMINA_BOOT_MACHINERY=off, into build-bench-off/), serves each build locally and runs Lighthouse
// (mobile with default throttling, and the desktop preset) three times per route, with "interactive
// at" and first-sight taps on the mobile profile; then the header search, a sort change and the
// navigation bench (scripts/bench/navigation.mjs: tap-to-next-page against a plain app, bytes per
// page view) on the default build. Writes the table, the two builds side by side and the timings to
// bench/results.md (scripts/bench/demo-report.mjs). It reports; it never fails on a noisy figure.
// `--no-build` measures the builds already there. BENCH_RUNS, BENCH_TAP_RUNS and BENCH_ROUTES
// (e.g. /,/faq) make a shorter run; BENCH_NAV_RUNS the navigation bench's.
//
// `npm run bench -- --catalogue DIR`: the same for a shop owner's catalogue (or a generated one,
// `npm run catalogue:generate`), with the machinery on: scripts/bench/catalogue.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { command } from './cli.mjs';
import { ensureChrome } from './find-chrome.mjs';
import { toolEnv } from './tool-env.mjs';

const { values } = command({
  name: 'npm run bench',
  summary:
    'Builds the demo with and without the boot machinery, runs Lighthouse and the timings, writes bench/results.md.',
  options: {
    'no-build': { type: 'boolean', help: 'measure the builds already in build/ and build-bench-off/' },
    catalogue: { type: 'string', value: 'DIR', folder: true, help: "bench a shop owner's catalogue instead" },
  },
  env: {
    BENCH_RUNS: 'Lighthouse runs per route (default 3)',
    BENCH_TAP_RUNS: 'runs of each timed tap (default 5)',
    BENCH_ROUTES: 'the routes to measure, e.g. /,/faq (default all)',
    BENCH_NAV_RUNS: 'navigation bench runs per journey and profile (default 5)',
    BENCH_NAV_VERBOSE: '1: list the navigation bench requests',
    BENCH_NAV_SERVICE_WORKERS: 'allow: let the service worker answer in the navigation bench',
    LUMINA_STALL_WATCH: "off: show the phone emulator's network stalls",
    CHROME_PATH: 'the Chromium to run (default /usr/bin/chromium)',
  },
});
// Lighthouse, Playwright and the bench modules: loaded once the arguments are known to be good.
const { benchCatalogue } = await import('./bench/catalogue.mjs');
const { benchTable, phoneTimings } = await import('./bench/demo-table.mjs');
const { writeDemoReport } = await import('./bench/demo-report.mjs');
const { benchNavigation } = await import('./bench/navigation.mjs');

/** The two builds the table compares, and the switch each is built with. */
const BUILDS = [
  { dir: 'build', machinery: 'on' },
  { dir: 'build-bench-off', machinery: 'off' },
];

Object.assign(process.env, toolEnv());
const chromePath = ensureChrome();
if (values.catalogue) await benchCatalogue(chromePath, path.resolve(values.catalogue));

for (const { dir, machinery } of BUILDS) {
  if (values['no-build']) {
    if (existsSync(path.join(dir, 'client'))) continue;
    console.error(`bench --no-build: ${dir}/ is missing (LUMINA_BOOT_MACHINERY=${machinery}).`);
    process.exit(1);
  }
  console.log(`bench: building ${dir}/ with LUMINA_BOOT_MACHINERY=${machinery}...`);
  const env = { ...process.env, LUMINA_BUILD_DIR: dir, LUMINA_BOOT_MACHINERY: machinery };
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const [on, off] = [await benchTable(chromePath, BUILDS[0].dir), await benchTable(chromePath, BUILDS[1].dir)];
// Timed with Lighthouse's browser closed, as the only browser on the machine.
const { search, sortChange } = await phoneTimings(chromePath, BUILDS[0].dir);
const navigation = await benchNavigation(chromePath, BUILDS[0].dir);
writeDemoReport({ chromePath, on, off, search, sortChange, navigation });
process.exit(0);
