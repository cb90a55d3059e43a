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
import { benchCatalogue } from './bench/catalogue.mjs';
import { benchTable, phoneTimings } from './bench/demo-table.mjs';
import { writeDemoReport } from './bench/demo-report.mjs';
import { benchNavigation } from './bench/navigation.mjs';
import { ensureChrome } from './find-chrome.mjs';
import { toolEnv } from './tool-env.mjs';

/** The two builds the table compares, and the switch each is built with. */
const BUILDS = [
  { dir: 'build', machinery: 'on' },
  { dir: 'build-bench-off', machinery: 'off' },
];

Object.assign(process.env, toolEnv());
const chromePath = ensureChrome();
const catalogueArg = process.argv.indexOf('--catalogue');
const catalogueDir = catalogueArg > 0 ? process.argv[catalogueArg + 1] : undefined;
if (catalogueArg > 0 && !catalogueDir) {
  console.error('Usage: npm run bench -- --catalogue DIR');
  process.exit(1);
}
if (catalogueDir) await benchCatalogue(chromePath, path.resolve(catalogueDir));

for (const { dir, machinery } of BUILDS) {
  if (process.argv.includes('--no-build')) {
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
