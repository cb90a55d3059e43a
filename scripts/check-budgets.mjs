// Bundle-size budgets, checked in `npm test`. Prints every measured size next to its budget and
// exits 1 when any is over. Budgets live in scripts/budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allJsGzip, bundleStats, marketCount } from './bundle-stats.mjs';
import { command, fail } from './cli.mjs';

const spec = {
  name: 'npm run test:budgets',
  summary: "Checks an existing build's JS, CSS and HTML sizes against scripts/budgets.json.",
  options: { quiet: { type: 'boolean', help: 'print only the pages over budget' } },
  env: { LUMINA_BUILD_DIR: 'the build to check (default build)' },
};
const { values } = command(spec);
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const clientDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
if (!existsSync(clientDir)) fail(spec, `no build in ${clientDir}: run \`npm run build\` first`, 1);
const stats = bundleStats(clientDir);
const kib = (b) => (b / 1024).toFixed(1);
const failures = [];

function check(label, bytes, budgetKiB) {
  const ok = bytes <= budgetKiB * 1024;
  if (!ok) failures.push(label);
  return `${ok ? 'ok  ' : 'OVER'} ${kib(bytes).padStart(6)} / ${budgetKiB} KiB`;
}

const home = stats.find((s) => s.route === '/');
if (!home) {
  console.error('No prerendered / page found in', clientDir);
  process.exit(1);
}
console.log(`JS loaded by /: ${check('JS loaded by /', home.jsGzip, budgets.homeJsGzipKiB)}`);
// Whatever the catalogue's size: no script may carry the whole catalogue.
// Each market is its own app, so the build holds each one's code (their shared files once): the
// budget is a market's, times the markets.
const markets = marketCount(clientDir);
console.log(
  `All JS built:   ${check('all JS built', allJsGzip(clientDir), budgets.allJsGzipKiB * markets)} (${markets} market${markets === 1 ? '' : 's'})`,
);
// --quiet (a large catalogue's thousands of pages): print only the pages over budget.
const quiet = values.quiet;
console.log('\nroute'.padEnd(26) + 'own JS'.padEnd(22) + 'CSS'.padEnd(22) + 'HTML');
for (const s of stats) {
  const before = failures.length;
  const line = `${s.route.padEnd(25)}${check(`${s.route} own JS`, s.ownJsGzip, budgets.routeOwnJsGzipKiB).padEnd(22)}${check(
    `${s.route} CSS`,
    s.cssGzip,
    budgets.cssGzipKiB,
  ).padEnd(22)}${check(`${s.route} HTML`, s.htmlGzip, budgets.htmlGzipKiB)}`;
  if (!quiet || failures.length > before) console.log(line);
}
if (failures.length) {
  const shown = failures.slice(0, 20).join(', ');
  console.error(`\nOver budget (${failures.length}): ${shown}${failures.length > 20 ? ', ...' : ''}`);
  process.exit(1);
}
console.log(`\nAll ${stats.length} pages within budget.`);
