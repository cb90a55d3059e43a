// The navigation bench: tap-to-next-page on the mobile profile for six journeys of the
// shop, and the same for a minimal app on the same stack (bench/plain-app, the floor), measured in
// the same run (the floor one run after each journey: floor-slices.mjs); each journey's median,
// its ratio to the floor and the figure with the CPU slowdown only, and over HTTP/2
// (http2-front.mjs: what a CDN serves; the bench's own server speaks HTTP/1.1); then the bytes a
// page view fetches after hydration without any input (prefetched, service worker and warming,
// other) on /products, /product/1 and /.
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
import { withHttp2Front } from './http2-front.mjs';
import { benchFlags } from './lighthouse.mjs';
import { navigationLines } from './navigation-report.mjs';
import { BYTES_ROUTES, measurePageViewBytes } from './page-view-bytes.mjs';
import { joinFloorSlices } from './floor-slices.mjs';
import { buildPlainApp, PLAIN_CLIENT } from './plain-app.mjs';
import { withServer } from './serve-build.mjs';
import { JOURNEYS, PLAIN_JOURNEYS } from './journeys.mjs';
import { measureJourney } from './tap-to-page.mjs';

export { JOURNEYS, navigationLines };

export const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 5);
const SERVICE_WORKERS = process.env.BENCH_NAV_SERVICE_WORKERS === 'allow' ? 'allow' : 'block';

/**
 * Each journey on the mobile profile, with the CPU slowdown only, and on the mobile profile over
 * HTTP/2 where `http2` (http2-front.mjs) is given, `NAV_RUNS` fresh phones each.
 */
async function measureJourneys(chromePath, { origin, http2 }, journeys, runs = NAV_RUNS) {
  const rows = [];
  for (const journey of journeys) {
    const common = {
      chromePath,
      args: benchFlags,
      origin,
      journey,
      runs,
      serviceWorkers: SERVICE_WORKERS,
    };
    const phone = await measureJourney(common);
    const cpu = await measureJourney({ ...common, network: false });
    const overHttp2 = http2
      ? await measureJourney({ ...common, origin: http2.origin, args: [...benchFlags, http2.chromeFlag] })
      : undefined;
    const row = {
      ...phone,
      floor: journey.floor === true,
      cpuMs: cpu.medianMs,
      cpuTimes: cpu.times,
      http2Ms: overHttp2?.medianMs,
      http2Times: overHttp2?.times ?? [],
      http2Requests: overHttp2?.requests,
      controlledRuns: phone.controlledRuns + cpu.controlledRuns + (overHttp2?.controlledRuns ?? 0),
      failures: [
        ...phone.failures,
        ...cpu.failures.map((failure) => `CPU only: ${failure}`),
        ...(overHttp2?.failures ?? []).map((failure) => `HTTP/2: ${failure}`),
      ],
    };
    rows.push(row);
    const ms = (list) => list.map(Math.round).join(', ');
    console.log(
      `navigation ${row.name}: ${Math.round(row.medianMs)} ms [${ms(row.times)}], CPU only ${Math.round(row.cpuMs)} ms [${ms(row.cpuTimes)}]` +
        (overHttp2 ? `, HTTP/2 ${Math.round(row.http2Ms)} ms [${ms(row.http2Times)}]` : '') +
        `, requests ${row.requests} [per run: ${row.requestCounts.join(', ')}]` +
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
  const floorJourney = PLAIN_JOURNEYS.find((journey) => journey.floor);
  let http2Missing;
  const plainSide = (use) =>
    withServer(path.dirname(PLAIN_CLIENT), (origin) =>
      withHttp2Front(origin, (http2, reason) => {
        http2Missing = reason;
        return use({ origin, http2 });
      }),
    );
  const shopSide = (use) =>
    withServer(buildDir, (origin) => withHttp2Front(origin, (http2) => use({ origin, http2 })));
  return plainSide((plainServer) =>
    shopSide(async (shopServer) => {
      if (http2Missing) console.log(`navigation bench: HTTP/2 left out, ${http2Missing}`);
      const others = PLAIN_JOURNEYS.filter((journey) => !journey.floor);
      const plainRows = await measureJourneys(chromePath, plainServer, others);
      // The floor in slices, one run after each of the shop's journeys (floor-slices.mjs).
      const journeys = [];
      const floorSlices = [];
      for (const journey of JOURNEYS) {
        journeys.push(...(await measureJourneys(chromePath, shopServer, [journey])));
        floorSlices.push(...(await measureJourneys(chromePath, plainServer, [floorJourney], 1)));
      }
      const bytes = [];
      for (const route of BYTES_ROUTES) {
        const clientDir = path.resolve(buildDir, 'client');
        const view = await measurePageViewBytes({
          chromePath,
          args: benchFlags,
          origin: shopServer.origin,
          clientDir,
          route,
        });
        bytes.push(view);
        console.log(`page view ${route}: ${bytesLine(view)}`);
        if (process.env.BENCH_NAV_VERBOSE) printRequests(view);
      }
      return {
        buildDir,
        runs: NAV_RUNS,
        floorRuns: floorSlices.length,
        serviceWorkers: SERVICE_WORKERS,
        http2Missing,
        plain: [...plainRows, joinFloorSlices(floorSlices)],
        journeys,
        bytes,
      };
    }),
  );
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

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

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  Object.assign(process.env, toolEnv());
  const buildDir = process.argv[2] ?? 'build';
  const result = await benchNavigation(ensureChrome(), buildDir);
  console.log(`\n${navigationLines(result).join('\n')}`);
  process.exit(0);
}
