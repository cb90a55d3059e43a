// What a logged request (request-log.mjs) was, for the navigation bench: its group in the bytes
// per page view (prefetched, the service worker and its warming, other) and its kind in the
// journeys' "requests after the tap".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_ASSETS } from '../route-assets.mjs';

const SERVICE_WORKER_FILES = new Set(['/sw.js', '/offline-warm.json']);
/** The page's warm step (src/app/layout/warm-offline.ts), as a file and as an initiator. */
const WARM_CODE = /\/assets\/warm-offline-[\w-]+\.js$/;
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;

/**
 * The route modules of the build's first market (its route-asset list, scripts/route-assets.mjs),
 * as URL paths; not their imports, which other code shares.
 */
export function routeModules(clientDir) {
  const list = JSON.parse(readFileSync(path.join(clientDir, ROUTE_ASSETS), 'utf8'));
  return new Set(Object.values(list.routes).map((route) => route.module));
}

/**
 * The service worker's own requests and its warming (a request-log.mjs entry): sw.js, the warm
 * list, the warm step's code and what it fetches, and the copies the page puts in the worker's
 * caches when the worker takes over (a fetch of `pageUrl` itself and of its images,
 * src/app/layout/use-service-worker.ts).
 */
export function isServiceWorkerTraffic(entry, pageUrl) {
  return (
    entry.via === 'service worker' ||
    SERVICE_WORKER_FILES.has(entry.path) ||
    WARM_CODE.test(entry.path) ||
    entry.initiatorUrls.some((url) => WARM_CODE.test(url)) ||
    (entry.type === 'Fetch' && (entry.url === pageUrl || IMAGE.test(entry.path)))
  );
}

/**
 * 'prefetched', 'service worker' or 'other': the group of a request (request-log.mjs entry) made
 * by the page at `pageUrl` of a build whose route modules are `modules` (routeModules). Prefetched:
 * what a <link rel=prefetch|modulepreload> asked for (resource timing's initiator 'link', or
 * DevTools' type Prefetch), a route's .data file or a route's module.
 */
export function requestGroup(entry, { modules, pageUrl }) {
  if (isServiceWorkerTraffic(entry, pageUrl)) return 'service worker';
  if (entry.type === 'Prefetch' || entry.initiatedBy === 'link') return 'prefetched';
  if (entry.path.endsWith('.data') || modules.has(entry.path)) return 'prefetched';
  return 'other';
}

/** Sums `entries`' bytes by group (requestGroup's `build`), with the requests of each group. */
export function bytesByGroup(entries, build) {
  const groups = { prefetched: [], 'service worker': [], other: [] };
  for (const entry of entries) groups[requestGroup(entry, build)].push(entry);
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
  return {
    prefetched: sum(groups.prefetched),
    serviceWorker: sum(groups['service worker']),
    other: sum(groups.other),
    total: sum(entries),
    groups,
  };
}

/** What a request after the tap was, in a word: 'data' (.data), 'JS', 'CSS', 'image', 'icon', 'JSON', else its type. */
export function requestKind(entry) {
  // The browser's own request for the page's icon (a <link rel=icon>) has no type of its own.
  if (entry.resourceType === 'other' && IMAGE.test(entry.path)) return 'icon';
  if (entry.path.endsWith('.data')) return 'data';
  if (entry.path.endsWith('.js')) return 'JS';
  if (entry.path.endsWith('.css')) return 'CSS';
  if (entry.path.endsWith('.json')) return 'JSON';
  if (entry.resourceType === 'image') return 'image';
  return entry.resourceType;
}

/** "2 (1 data, 1 JS), last +160 ms": how many requests, by kind, and when the last started after `from`. */
export function requestsText(entries, from) {
  if (entries.length === 0) return '0';
  const counts = new Map();
  for (const entry of entries) counts.set(requestKind(entry), (counts.get(requestKind(entry)) ?? 0) + 1);
  const last = Math.max(...entries.map((entry) => entry.startedAt)) - from;
  return `${entries.length} (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}), last +${Math.round(last)} ms`;
}
