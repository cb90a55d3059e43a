// The navigation bench's section of bench/results.md (scripts/bench/navigation.mjs measures it).
import { STAY_MS } from './page-view-bytes.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const round = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : '-');

/** The navigation section's lines (markdown): the journeys' table and the bytes table. */
export function navigationLines(result, heading = '## Navigation') {
  const floor = result.plain.find((row) => row.floor);
  const ratio = (ms, to) => (Number.isFinite(ms) && Number.isFinite(to) ? `${(ms / to).toFixed(2)}x` : '-');
  const row = (r) =>
    `| ${r.name} | ${round(r.medianMs)} | ${round(floor?.medianMs)} | ${ratio(r.medianMs, floor?.medianMs)} | ${round(r.http2Ms)} | ${ratio(r.http2Ms, floor?.http2Ms)} | ${round(r.cpuMs)} | ${ratio(r.cpuMs, floor?.cpuMs)} | ${r.requests} |`;
  const http2Text = result.http2Missing
    ? `"HTTP/2": not measured in this run, ${result.http2Missing}.`
    : `"HTTP/2": the same journey on the mobile profile, the same files served over HTTP/2 with TLS (\`scripts/bench/http2-front.mjs\`), as a CDN or static host serves them; ratio to the plain app's floor over HTTP/2, ${round(floor?.http2Ms)} ms. The first columns are over HTTP/1.1, where Chromium opens at most six connections to a host, so a page's small files wait in rounds of six.`;
  const failures = [...result.journeys, ...result.plain].filter((r) => r.failures.length > 0);
  return [
    heading,
    '',
    `Tap-to-next-page on the mobile profile (4x CPU, 150 ms RTT, 1.6 Mbit/s down), build \`${result.buildDir}\`: a fresh phone opens the page on the left, waits until it has hydrated, scrolls the link into view and leaves the page idle 1.5 s, then taps the link; timed in the page from the click event's timeStamp to the first frame showing the next page's <h1>. Median of ${result.runs} runs each, ${result.serviceWorkers === 'block' ? 'service workers blocked (the emulated network does not reach a service worker: a page it controls would fetch at full speed)' : 'service workers allowed (their fetches are not throttled)'}. Floor: the plain app (\`bench/plain-app\`: React Router 8 framework mode, \`ssr: false\`, prerendered, plain <Link>s) navigating to a route that needs its module and its .data, ${round(floor?.medianMs)} ms (CPU only ${round(floor?.cpuMs)} ms), measured in the same run${result.floorRuns ? `: one run after each of the shop's journeys, ${result.floorRuns} in all a profile, so a machine slowing down or speeding up during the run moves the floor and the journeys alike` : ''}. "CPU only": the same journey with the 4x CPU slowdown and no network throttling, and its ratio to the floor's CPU-only figure (the render of the next page). "Requests after the tap": the page's requests started between the tap and the heading in the median run that went to the network (not those the browser's cache answered, nor the service worker's warming), and when the last of them started.`,
    '',
    http2Text,
    '',
    '| journey | median (ms) | floor (ms) | ratio | HTTP/2 (ms) | HTTP/2 ratio | CPU only (ms) | CPU only ratio | requests after the tap |',
    '|---|---|---|---|---|---|---|---|---|',
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
