// The navigation bench (issue #37): tap-to-next-page on the mobile profile for six journeys of the
// shop, and the same for a minimal app on the same stack (bench/plain-app, the floor), measured in
// the same run; each journey's median, its ratio to the floor and the figure with the CPU slowdown
// only; then the bytes a page view fetches after hydration without any input (prefetched, service
// worker and warming, other) on /products, /product/1 and /.
//
// `npm run bench` runs it on the default build and writes its section into bench/results.md (and
// `--catalogue DIR` into that catalogue's section). On its own, on any existing build:
//   node scripts/bench/navigation.mjs [buildDir]      (default: build; prints the tables)
// BENCH_NAV_RUNS (default 5) runs per journey and profile; BENCH_NAV_VERBOSE=1 lists the requests.
// The journeys run with service workers blocked: the emulated network does not reach a service
// worker, so a page it controls would fetch at full speed (BENCH_NAV_SERVICE_WORKERS=allow lets
// them in, unthrottled). The bytes per page view are measured with the service worker.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChrome } from '../find-chrome.mjs';
import { toolEnv } from '../tool-env.mjs';
import { benchFlags } from './lighthouse.mjs';
import { BYTES_ROUTES, measurePageViewBytes, STAY_MS } from './page-view-bytes.mjs';
import { buildPlainApp, PLAIN_CLIENT } from './plain-app.mjs';
import { withServer } from './serve-build.mjs';
import { measureJourney } from './tap-to-page.mjs';

export const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 5);
const SERVICE_WORKERS = process.env.BENCH_NAV_SERVICE_WORKERS === 'allow' ? 'allow' : 'block';

/** The six journeys: the page on the left, the link tapped, the next page's h1 ('link text': the link's own). */
export const JOURNEYS = [
  {
    name: '/products -> a product',
    from: '/products',
    link: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first(),
    heading: 'link text',
  },
  {
    name: '/product/1 -> a related product',
    from: '/product/1',
    link: (page) =>
      page.getByRole('list', { name: 'Related products', exact: true }).getByRole('link').first(),
    heading: 'link text',
  },
  {
    name: '/ -> /cart',
    from: '/',
    link: (page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ }),
    heading: 'Shopping Cart',
  },
  {
    // The product's details list its category as a link (the breadcrumb is Home / Products / name).
    name: '/product/3 -> its category',
    from: '/product/3',
    link: (page) => page.getByRole('main').locator('dd a[href^="/products?category="]'),
    heading: 'link text',
  },
  {
    name: '/cart -> /products',
    from: '/cart',
    link: (page) => page.getByRole('main').getByRole('link', { name: 'Continue Shopping', exact: true }),
    heading: 'All Products',
  },
  {
    name: '/faq -> /contact',
    from: '/faq',
    link: (page) =>
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Customer Service', exact: true })
        .getByRole('link', { name: 'Contact', exact: true }),
    heading: 'Contact Us',
  },
];

/** The plain app's journeys; the floor is the one needing a route module and its .data. */
const PLAIN_JOURNEYS = [
  {
    name: 'plain app / -> /a (route module)',
    from: '/',
    link: (page) => page.getByRole('link', { name: 'Go to A', exact: true }),
    heading: 'Page A',
  },
  {
    name: 'plain app / -> /b (route module and .data)',
    from: '/',
    link: (page) => page.getByRole('link', { name: 'Go to B', exact: true }),
    heading: 'Page B',
    floor: true,
  },
];

/** Each journey on the mobile profile and with the CPU slowdown only, `NAV_RUNS` fresh phones each. */
async function measureJourneys(chromePath, origin, journeys) {
  const rows = [];
  for (const journey of journeys) {
    const common = {
      chromePath,
      args: benchFlags,
      origin,
      journey,
      runs: NAV_RUNS,
      serviceWorkers: SERVICE_WORKERS,
    };
    const phone = await measureJourney(common);
    const cpu = await measureJourney({ ...common, network: false });
    const row = {
      ...phone,
      floor: journey.floor === true,
      cpuMs: cpu.medianMs,
      cpuTimes: cpu.times,
      controlledRuns: phone.controlledRuns + cpu.controlledRuns,
      failures: [...phone.failures, ...cpu.failures.map((failure) => `CPU only: ${failure}`)],
    };
    rows.push(row);
    const ms = (list) => list.map(Math.round).join(', ');
    console.log(
      `navigation ${row.name}: ${Math.round(row.medianMs)} ms [${ms(row.times)}], CPU only ${Math.round(row.cpuMs)} ms [${ms(row.cpuTimes)}], requests ${row.requests} [per run: ${row.requestCounts.join(', ')}]` +
        (row.controlledRuns ? `; a service worker controlled the page in ${row.controlledRuns} runs` : '') +
        (row.failures.length ? `; failed: ${row.failures.join('; ')}` : ''),
    );
    if (process.env.BENCH_NAV_VERBOSE) {
      for (const e of phone.requestList) console.log(`  after the tap: ${e.via} ${e.resourceType} ${e.path}`);
    }
  }
  return rows;
}

/** The whole navigation bench on the build in `buildDir` (its client/ served locally). */
export async function benchNavigation(chromePath, buildDir) {
  if (!existsSync(path.join(buildDir, 'client', 'index.html'))) {
    console.error(`navigation bench: ${buildDir}/client/index.html is missing (npm run build first).`);
    process.exit(1);
  }
  buildPlainApp();
  const plain = await withServer(path.dirname(PLAIN_CLIENT), (origin) =>
    measureJourneys(chromePath, origin, PLAIN_JOURNEYS),
  );
  return withServer(buildDir, async (origin) => {
    const journeys = await measureJourneys(chromePath, origin, JOURNEYS);
    const bytes = [];
    for (const route of BYTES_ROUTES) {
      const clientDir = path.resolve(buildDir, 'client');
      const view = await measurePageViewBytes({ chromePath, args: benchFlags, origin, clientDir, route });
      bytes.push(view);
      console.log(`page view ${route}: ${bytesLine(view)}`);
      if (process.env.BENCH_NAV_VERBOSE) printRequests(view);
    }
    return { buildDir, runs: NAV_RUNS, serviceWorkers: SERVICE_WORKERS, plain, journeys, bytes };
  });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const round = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : '-');

function bytesLine(view) {
  return `prefetched ${kib(view.prefetched)} KiB, service worker ${kib(view.serviceWorker)} KiB, other ${kib(view.other)} KiB, total ${kib(view.total)} KiB`;
}

function printRequests(view) {
  for (const [group, entries] of Object.entries(view.groups)) {
    for (const e of entries) {
      console.log(
        `  ${group.padEnd(14)} ${String(e.bytes).padStart(7)} B ${e.via.padEnd(14)} ${e.resourceType.padEnd(10)} ${e.type ?? '-'} ${e.path}`,
      );
    }
  }
}

/** The navigation section's lines (markdown): the journeys' table and the bytes table. */
export function navigationLines(result, heading = '## Navigation') {
  const floor = result.plain.find((row) => row.floor);
  const ratio = (ms) => (Number.isFinite(ms) && floor ? `${(ms / floor.medianMs).toFixed(2)}x` : '-');
  const row = (r) =>
    `| ${r.name} | ${round(r.medianMs)} | ${round(floor?.medianMs)} | ${ratio(r.medianMs)} | ${round(r.cpuMs)} | ${r.requests} |`;
  const failures = [...result.journeys, ...result.plain].filter((r) => r.failures.length > 0);
  return [
    heading,
    '',
    `Tap-to-next-page on the mobile profile (4x CPU, 150 ms RTT, 1.6 Mbit/s down), build \`${result.buildDir}\`: a fresh phone opens the page on the left, waits until it has hydrated, scrolls the link into view and leaves the page idle 1.5 s, then taps the link; timed in the page from the click event's timeStamp to the first frame showing the next page's <h1>. Median of ${result.runs} runs each, ${result.serviceWorkers === 'block' ? 'service workers blocked (the emulated network does not reach a service worker: a page it controls would fetch at full speed)' : 'service workers allowed (their fetches are not throttled)'}. Floor: the plain app (\`bench/plain-app\`: React Router 7 framework mode, \`ssr: false\`, prerendered, plain <Link>s) navigating to a route that needs its module and its .data, ${round(floor?.medianMs)} ms (CPU only ${round(floor?.cpuMs)} ms), measured in the same run. "CPU only": the same journey with the 4x CPU slowdown and no network throttling. "Requests after the tap": the page's requests started between the tap and the heading in the median run (not the service worker's warming), and when the last of them started.`,
    '',
    '| journey | median (ms) | floor (ms) | ratio | CPU only (ms) | requests after the tap |',
    '|---|---|---|---|---|---|',
    ...result.journeys.map(row),
    ...result.plain.map(row),
    '',
    ...failures.map((r) => `Failed runs of ${r.name}: ${r.failures.join('; ')}.`),
    ...(failures.length ? [''] : []),
    `Bytes per page view: a fresh phone opens the page (service worker allowed), waits until it has hydrated and stays ${STAY_MS / 1000} s without any input; the bytes (as transferred) of every request started after hydration. "Prefetched": what a <link rel=prefetch|modulepreload> asked for, a route's .data, or a route's module. "Service worker": sw.js, offline-warm.json, what the worker fetches itself, what the page's warm step fetches and the copies of the page and its images the page puts in the worker's caches (the worker's fetches are not throttled: it is not the page's DevTools target).`,
    '',
    '| page view | prefetched (KiB) | service worker (KiB) | other (KiB) | total (KiB) | requests: prefetched / service worker / other |',
    '|---|---|---|---|---|---|',
    ...result.bytes.map(
      (v) =>
        `| ${v.route} | ${kib(v.prefetched)} | ${kib(v.serviceWorker)} | ${kib(v.other)} | ${kib(v.total)} | ${v.groups.prefetched.length} / ${v.groups['service worker'].length} / ${v.groups.other.length} |`,
    ),
    '',
  ];
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  Object.assign(process.env, toolEnv());
  const buildDir = process.argv[2] ?? 'build';
  const result = await benchNavigation(ensureChrome(), buildDir);
  console.log(`\n${navigationLines(result).join('\n')}`);
  process.exit(0);
}
