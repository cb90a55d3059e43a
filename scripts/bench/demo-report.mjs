// Writes the main section of bench/results.md: the table with the boot machinery, the same routes
// built with it switched off (LUMINA_BOOT_MACHINERY=off) side by side, the phone timings and the
// navigation bench (navigation.mjs). The catalogue sections (`--catalogue`) below it are kept.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { headerSearchLine } from './header-search.mjs';
import { RUNS } from './lighthouse.mjs';
import { sortChangeLine } from './sort-change.mjs';
import { TAP_RUNS } from './demo-table.mjs';
import { navigationLines } from './navigation.mjs';

const BASELINE = { jsKiB: 109.5, mobileLcpS: 1.9, mobilePerformance: 98 };
const kib = (b) => (b / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

function chromiumVersion(chromePath) {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function mainTable(rows) {
  const header =
    '| preset | route | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | interactive at (s) | lost taps | JS (KiB gz) | CSS (KiB gz) | HTML (KiB gz) | images (KiB) |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.preset} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.interactiveMs ? seconds(r.interactiveMs) : '-'} | ${r.taps ? `${r.lostTaps} of ${r.taps}` : '-'} | ${kib(r.js)} | ${kib(r.css)} | ${kib(r.html)} | ${kib(r.images)} |`,
  );
  return [header, ...lines];
}

/** With the machinery against without it, route by route. */
function switchedOffTable(on, off) {
  const pair = (a, b, format) => `${format(a)} / ${format(b)}`;
  const taps = (r) => (r.taps ? `${r.lostTaps} of ${r.taps}` : '-');
  return [
    '| preset | route | Perf on / off | LCP (s) on / off | TBT (ms) on / off | interactive at (s) on / off | lost taps on / off | JS (KiB gz) on / off | HTML (KiB gz) on / off |',
    '|---|---|---|---|---|---|---|---|---|',
    ...on.map((a) => {
      const b = off.find((r) => r.preset === a.preset && r.route === a.route);
      if (!b) return `| ${a.preset} | ${a.route} | (not measured off) |||||||`;
      const interactive = (r) => (r.interactiveMs ? seconds(r.interactiveMs) : '-');
      return `| ${a.preset} | ${a.route} | ${pair(a.performance, b.performance, String)} | ${pair(a.lcp, b.lcp, seconds)} | ${pair(a.tbt, b.tbt, Math.round)} | ${pair(a, b, interactive)} | ${pair(a, b, taps)} | ${pair(a.js, b.js, kib)} | ${pair(a.html, b.html, kib)} |`;
    }),
  ];
}

function baselineLines(rows) {
  const home = rows.find((r) => r.preset === 'mobile' && r.route === '/');
  if (!home) return [];
  return [
    '',
    `Hello-world baseline (same stack, measured once): JS ${BASELINE.jsKiB} KiB gzip, mobile LCP ${BASELINE.mobileLcpS} s, Performance ${BASELINE.mobilePerformance}.`,
    `Lumina \`/\` (mobile median): JS ${kib(home.js)} KiB (${(home.js / 1024 / BASELINE.jsKiB).toFixed(2)}x baseline), LCP ${seconds(home.lcp)} s (${(home.lcp / 1000 / BASELINE.mobileLcpS).toFixed(2)}x), Performance ${home.performance} (${(home.performance / BASELINE.mobilePerformance).toFixed(2)}x).`,
  ];
}

/** Writes bench/results.md's main section and prints the tables. */
export function writeDemoReport({ chromePath, on, off, search, sortChange, navigation }) {
  const machine = `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
  const tables = [
    ...mainTable(on),
    ...baselineLines(on),
    '',
    'The same routes built with the boot machinery switched off (`LUMINA_BOOT_MACHINERY=off`: React Router boots as soon as its chunks arrive, no early-event capture or replay; docs/architecture.md, "Performance machinery"), same runs:',
    '',
    ...switchedOffTable(on, off),
  ];
  const report = [
    '# Lighthouse benchmark',
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${machine}  `,
    `Browser: ${chromiumVersion(chromePath)}  `,
    `Median of ${RUNS} runs per route; mobile = Lighthouse default (simulated slow 4G, 4x CPU), desktop = desktop preset. Bytes are transfer sizes (compressed) as Lighthouse saw them. "Interactive at": navigation start until the app has hydrated, in Chromium with the mobile profile applied (4x CPU, slow 4G; median of ${TAP_RUNS}). "Lost taps": of the taps the bench makes on one control per route at the first moment it is visible (one per run), those whose effect never showed.`,
    '',
    ...tables,
    '',
    headerSearchLine(search),
    '',
    sortChangeLine(sortChange),
    '',
    ...navigationLines(navigation),
  ].join('\n');
  mkdirSync('bench', { recursive: true });
  const catalogueSections = existsSync('bench/results.md')
    ? readFileSync('bench/results.md', 'utf8')
        .split(/(?=^## Catalogue of )/m)
        .filter((part) => part.startsWith('## Catalogue of '))
    : [];
  writeFileSync('bench/results.md', [report, ...catalogueSections].join('\n'));
  console.log(`\n${[...tables, '', ...navigationLines(navigation)].join('\n')}\nWritten to bench/results.md`);
}
