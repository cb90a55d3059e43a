// `npm run bench`: builds, serves the production build locally and runs Lighthouse (mobile with
// default throttling, and the desktop preset) three times per route. Prints one table of medians
// and writes it to bench/results.md. It reports; it never fails on a noisy figure.
//
// `npm run bench -- --catalog DIR`: the same for a shop owner's catalogue (or a generated one,
// `npm run catalog:generate`): builds it into build-bench/ (timing the build and its memory),
// times the budget check, runs Lighthouse mobile on the catalogue routes and writes that
// catalogue's section of bench/results.md (one section per catalogue size; the others are kept).
// A catalogue of photographs (`npm run catalog:generate -- --photos`) is built from an empty image
// cache and again from the filled one, its routes report the image bytes they load, and /, /products,
// /product/1 and /search?q=a are measured side by side with the SVG demo.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { headerSearchLine, measureHeaderSearch } from './bench-header-search.mjs';
import { measureSortChange, sortChangeLine } from './bench-sort-change.mjs';
import { measureInteractivity } from './bench-interactivity.mjs';
import { runMeasured } from './process-memory.mjs';
import { chromeFlags, ensureChrome } from './find-chrome.mjs';
import { createStaticServer } from './static-server.mjs';
import { toolEnv } from './tool-env.mjs';
import { median } from './median.mjs';

const ROUTES = ['/', '/products', '/product/1', '/search?q=a', '/cart', '/checkout', '/faq'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
// A hello-world React Router app built with the same toolchain, measured once with Lighthouse mobile.
const BASELINE = { jsKiB: 109.5, mobileLcpS: 1.9, mobilePerformance: 98 };
/** What the bench types into the header search (found in the demo and in generated catalogues). */
const SEARCH_TERM = 'wireless';
/** What the bench's sort change searches for on the demo (7 results in several prices). */
const SORT_TERM = 'classic';

Object.assign(process.env, toolEnv());
const chromePath = ensureChrome();
const catalogArg = process.argv.indexOf('--catalog');
const catalogDir = catalogArg > 0 ? process.argv[catalogArg + 1] : undefined;
if (catalogArg > 0 && !catalogDir) {
  console.error('Usage: npm run bench -- --catalog DIR');
  process.exit(1);
}
if (catalogDir) await benchCatalog(path.resolve(catalogDir));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createStaticServer({ root: path.resolve('build/client') });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: chromeFlags.filter((f) => f !== '--headless=new').concat('--headless=new'),
});

async function measure(url, preset, port = chrome.port) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const lhr = result.lhr;
  // A run whose trace failed (e.g. NO_NAVSTART) has no metrics: it is retried, never scored 0.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    domNodes: lhr.audits['dom-size-insight']?.numericValue ?? Number.NaN,
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    html: bytes('Document'),
    images: bytes('Image'),
  };
}

const rows = [];
let search;
let sortChange;
try {
  for (const preset of ['mobile', 'desktop']) {
    for (const route of ROUTES) {
      const runs = [];
      // Up to two extra attempts replace runs that failed.
      for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
        try {
          runs.push(await measure(`${origin}${route}`, preset));
        } catch (error) {
          console.error(`  ${preset} ${route} attempt ${attempt} failed: ${error.message}`);
        }
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      const row = { preset, route, runs: runs.length };
      for (const key of [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'lcp',
        'tbt',
        'cls',
        'js',
        'css',
        'html',
        'images',
      ]) {
        row[key] = pick(key);
      }
      if (preset === 'mobile') {
        Object.assign(
          row,
          await measureInteractivity({ chromePath, args: chromeFlags, origin, route, runs: TAP_RUNS }),
        );
      }
      rows.push(row);
      console.log(
        `${preset.padEnd(8)} ${route.padEnd(12)} perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s` +
          (row.interactiveMs
            ? ` interactive ${(row.interactiveMs / 1000).toFixed(2)} s, lost taps ${row.lostTaps}/${row.taps}`
            : ''),
      );
    }
  }
  await chrome.kill();
  // Timed with Lighthouse's browser closed, as the only browser on the machine.
  search = await measureHeaderSearch({
    chromePath,
    args: chromeFlags,
    origin,
    term: SEARCH_TERM,
    runs: TAP_RUNS,
  });
  console.log(headerSearchLine(search));
  sortChange = await measureSortChange({
    chromePath,
    args: chromeFlags,
    origin,
    term: SORT_TERM,
    runs: TAP_RUNS,
  });
  console.log(sortChangeLine(sortChange));
} finally {
  await chrome.kill();
  server.close();
}

const kib = (b) => (b / 1024).toFixed(1);
const header =
  '| preset | route | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | interactive at (s) | lost taps | JS (KiB gz) | CSS (KiB gz) | HTML (KiB gz) | images (KiB) |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
const lines = rows.map(
  (r) =>
    `| ${r.preset} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.interactiveMs ? (r.interactiveMs / 1000).toFixed(2) : '-'} | ${r.taps ? `${r.lostTaps} of ${r.taps}` : '-'} | ${kib(r.js)} | ${kib(r.css)} | ${kib(r.html)} | ${kib(r.images)} |`,
);
const home = rows.find((r) => r.preset === 'mobile' && r.route === '/');
let chromiumVersion = 'unknown';
try {
  chromiumVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
} catch {
  // keep 'unknown'
}
const comparison = home
  ? [
      '',
      `Hello-world baseline (same stack, measured once): JS ${BASELINE.jsKiB} KiB gzip, mobile LCP ${BASELINE.mobileLcpS} s, Performance ${BASELINE.mobilePerformance}.`,
      `Lumina \`/\` (mobile median): JS ${kib(home.js)} KiB (${(home.js / 1024 / BASELINE.jsKiB).toFixed(2)}x baseline), LCP ${(home.lcp / 1000).toFixed(2)} s (${(home.lcp / 1000 / BASELINE.mobileLcpS).toFixed(2)}x), Performance ${home.performance} (${(home.performance / BASELINE.mobilePerformance).toFixed(2)}x).`,
    ]
  : [];
const machine = `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
const report = [
  '# Lighthouse benchmark',
  '',
  `Date: ${new Date().toISOString()}  `,
  `Machine: ${machine}  `,
  `Browser: ${chromiumVersion}  `,
  `Median of ${RUNS} runs per route; mobile = Lighthouse default (simulated slow 4G, 4x CPU), desktop = desktop preset. Bytes are transfer sizes (compressed) as Lighthouse saw them. "Interactive at": navigation start until the app has hydrated, in Chromium with the mobile profile applied (4x CPU, slow 4G; median of ${TAP_RUNS}). "Lost taps": of the taps the bench makes on one control per route at the first moment it is visible (one per run), those whose effect never showed.`,
  '',
  header,
  ...lines,
  ...comparison,
  '',
  headerSearchLine(search),
  '',
  sortChangeLine(sortChange),
  '',
].join('\n');
mkdirSync('bench', { recursive: true });
// The catalogue sections (`--catalog`) are kept below the main table.
const catalogueSections = existsSync('bench/results.md')
  ? readFileSync('bench/results.md', 'utf8')
      .split(/(?=^## Catalogue of )/m)
      .filter((part) => part.startsWith('## Catalogue of '))
  : [];
writeFileSync('bench/results.md', [report, ...catalogueSections].join('\n'));
console.log(`\n${header}\n${lines.join('\n')}\n${comparison.join('\n')}\n\nWritten to bench/results.md`);
process.exit(0);

/**
 * Lighthouse mobile, median of RUNS, on `routes` of the build in `buildDir`; with `headerSearch`,
 * also the header search timing (bench-header-search.mjs), once Lighthouse's browser is closed.
 */
async function benchRoutes(buildDir, routes, { headerSearch = false } = {}) {
  const server = createStaticServer({ root: path.resolve(buildDir, 'client') });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const launched = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromeFlags.filter((f) => f !== '--headless=new').concat('--headless=new'),
  });
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
        try {
          runs.push(await measure(`${base}${route}`, 'mobile', launched.port));
        } catch (error) {
          console.error(`  ${route} attempt ${attempt} failed: ${error.message}`);
        }
      }
      const row = { route };
      for (const key of ['performance', 'lcp', 'tbt', 'cls', 'domNodes', 'js', 'html', 'images'])
        row[key] = median(runs.map((r) => r[key]));
      rows.push(row);
      console.log(
        `${buildDir} ${route.padEnd(12)} perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s TBT ${Math.round(row.tbt)} ms DOM ${row.domNodes} images ${Math.round(row.images / 1024)} KiB`,
      );
    }
  } finally {
    await launched.kill();
  }
  let search;
  try {
    if (headerSearch) {
      search = await measureHeaderSearch({
        chromePath,
        args: chromeFlags,
        origin: base,
        term: SEARCH_TERM,
        runs: TAP_RUNS,
      });
      console.log(headerSearchLine(search));
    }
  } finally {
    server.close();
  }
  return { rows, search };
}

/** Runs `args` with `env`, timing it and sampling the peak memory of all its processes. */
function timed(args, env) {
  return runMeasured(args[0], args.slice(1), env);
}

async function buildOrExit(env) {
  const build = await timed(['npm', 'run', 'build', '--silent'], env);
  if (!build.ok) {
    console.error(build.out.slice(-4000));
    process.exit(1);
  }
  return build;
}

/**
 * The build of a catalogue, its budget check and Lighthouse mobile on its routes; then exits. A
 * catalogue of photographs is built twice, from an empty image cache and again from the filled one,
 * and its routes are compared with the SVG demo's.
 */
async function benchCatalog(dir) {
  const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
  const count = products.length;
  const photos = products.some((p) => p.images.some((image) => /\.(jpe?g|png|webp|avif)$/i.test(image.src)));
  const buildDir = 'build-bench';
  const imageCache = path.resolve('.tmp/bench-image-cache');
  const env = {
    ...process.env,
    LUMINA_CATALOG: dir,
    LUMINA_BUILD_DIR: buildDir,
    LUMINA_IMAGE_CACHE: imageCache,
  };
  console.log(`bench: building ${count} products from ${dir}...`);
  rmSync(imageCache, { recursive: true, force: true });
  const build = await buildOrExit(env);
  const warm = photos ? await buildOrExit(env) : undefined;
  const images = photos ? /(\d+) images? processed/.exec(build.out)?.[1] : undefined;
  const budgets = await timed(['node', 'scripts/check-budgets.mjs', '--quiet'], env);
  const { rows, search } = await benchRoutes(
    buildDir,
    ['/', '/products', '/product/1', '/search?q=a', '/sale'],
    {
      headerSearch: true,
    },
  );
  const kib = (b) => (b / 1024).toFixed(1);
  const title = `## Catalogue of ${count} products${photos ? ' with photographs' : ''}`;
  const buildText = warm
    ? `Build with ${images} photographs: ${build.seconds.toFixed(1)} s from an empty image cache${build.peakMiB >= 1 ? ` (peak memory ${Math.round(build.peakMiB)} MiB)` : ''}, ${warm.seconds.toFixed(1)} s from the filled one`
    : `Build ${build.seconds.toFixed(1)} s${build.peakMiB >= 1 ? `, peak memory ${Math.round(build.peakMiB)} MiB` : ''}`;
  const section = [
    title,
    '',
    `${new Date().toISOString()}, \`npm run bench -- --catalog ${path.relative(process.cwd(), dir)}\`. ${buildText}; budget check ${budgets.seconds.toFixed(1)} s (${budgets.ok ? 'all pages within budget' : `pages over budget: ${/Over budget \(\d+\): (.*)/.exec(budgets.out)?.[1] ?? '?'}`}). Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}; bytes as transferred.`,
    '',
    '| route | Perf | LCP (s) | TBT (ms) | CLS | DOM nodes | JS (KiB gz) | HTML (KiB gz) | images (KiB) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.domNodes} | ${kib(r.js)} | ${kib(r.html)} | ${kib(r.images)} |`,
    ),
    '',
    headerSearchLine(search),
    '',
  ];
  if (photos) {
    const demoEnv = { ...process.env, LUMINA_BUILD_DIR: 'build-bench-demo' };
    delete demoEnv.LUMINA_CATALOG;
    await buildOrExit(demoEnv);
    const compared = ['/', '/products', '/product/1', '/search?q=a'];
    const { rows: demo } = await benchRoutes('build-bench-demo', compared);
    section.push(
      'Side by side with the SVG demo (`catalog/demo`, 22 products), same runs:',
      '',
      '| route | Perf photos / SVG | LCP (s) photos / SVG | images (KiB) photos / SVG |',
      '|---|---|---|---|',
      ...compared.map((route) => {
        const [a, b] = [rows.find((r) => r.route === route), demo.find((r) => r.route === route)];
        return `| ${route} | ${a.performance} / ${b.performance} | ${(a.lcp / 1000).toFixed(2)} / ${(b.lcp / 1000).toFixed(2)} | ${kib(a.images)} / ${kib(b.images)} |`;
      }),
      '',
    );
  }
  const text = section.join('\n');
  const file = 'bench/results.md';
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Lighthouse benchmark\n';
  const kept = previous.split(/(?=^## Catalogue of )/m).filter((part) => !part.startsWith(`${title}\n`));
  mkdirSync('bench', { recursive: true });
  writeFileSync(file, `${kept.join('').trimEnd()}\n\n${text}`);
  console.log(`\n${text}\nWritten to ${file}`);
  process.exit(0);
}
