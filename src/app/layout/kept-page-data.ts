import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

// Page data kept in the browser's memory for a minute, read by every prerendered route's client
// loader (`keptOrLoaded`). Loaded with the first page, so it holds only what a client loader needs;
// what decides which pages to fetch ahead is in page-needs.ts, loaded once the page is idle.

/**
 * How long data fetched ahead is used for a move without asking again: the freshness hosts give
 * `*.data` (`CACHE_DATA` in scripts/host-rules.mjs), so both say the same.
 */
export const prefetchFreshMs = 60_000;

/** The single fetch's answer: each route's data (or error), by route id. */
type RouteResults = Record<string, { data?: unknown } | undefined>;

interface Kept {
  at: number;
  results: Promise<RouteResults | null>;
}

/**
 * Page data fetched ahead or just shown, by the address its route asks for: in flight or
 * arrived, so a tap never asks for it twice and back shows the page just left without a request.
 */
const kept = new Map<string, Kept>();

/** What is kept for `href`, if it is still fresh. */
function fresh(href: string): Kept | undefined {
  const entry = kept.get(href);
  return entry && performance.now() - entry.at <= prefetchFreshMs ? entry : undefined;
}

function keep(href: string, results: Promise<RouteResults | null>): void {
  const now = performance.now();
  for (const [key, entry] of kept) if (now - entry.at > prefetchFreshMs) kept.delete(key);
  kept.set(href, { at: now, results });
}

/** The address React Router asks for a page's data (its "single fetch" URL), before `_routes`. */
export function dataUrl(page: string): URL {
  const url = new URL(page, location.origin);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  url.searchParams.delete('index');
  url.hash = '';
  return url;
}

/** The address of `routeId`'s own data for `page`, as its client loader's `serverLoader()` asks. */
export function routeDataHref(page: string, routeId: string): string {
  const href = dataUrl(page);
  href.searchParams.set('_routes', routeId);
  return href.pathname + href.search;
}

/**
 * Fetches `href` ahead (`low` priority) or for a tap (`high`) and keeps it for `prefetchFreshMs`
 * (a second call meanwhile does nothing). Settles once it has arrived or failed.
 * Kept in memory because a browser does not hand a prefetch still under way to the page's own
 * request for the same address: a tap during it would ask again and wait a whole round trip.
 */
export function prefetchData(href: string, priority: RequestPriority): Promise<unknown> {
  const entry = fresh(href);
  if (entry) return entry.results;
  const results = fetch(href, { priority })
    .then((response) => (response.ok && response.body ? decodeViaTurboStream(response.body, window) : null))
    .then(async (decoded) => {
      if (!decoded) return null;
      await decoded.done;
      return decoded.value as RouteResults;
    })
    .catch(() => null);
  keep(href, results);
  return results;
}

/**
 * Keeps the data the page at `page` was shown with, route by route, so that back (or a link
 * to it) within `prefetchFreshMs` shows it again without asking.
 */
export function rememberPageData(
  page: string,
  routeIds: string[],
  loaderData: Record<string, unknown>,
): void {
  for (const id of routeIds)
    if (id in loaderData) keep(routeDataHref(page, id), Promise.resolve({ [id]: { data: loaderData[id] } }));
}

/** Whether `url` (absolute) is data this page fetched ahead: it counts against the budget. */
export function isPrefetchedData(url: string): boolean {
  const { pathname, search } = new URL(url);
  return kept.has(pathname + search);
}

/**
 * A prerendered route's client loader: its data from what was fetched ahead or shown within
 * `prefetchFreshMs` (waiting for it if it is still on its way), or else asked for as usual.
 */
export async function keptOrLoaded<T>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
  routeId: string,
): Promise<T> {
  const { pathname, search } = new URL(request.url);
  const route = (await fresh(routeDataHref(pathname + search, routeId))?.results)?.[routeId];
  return route && 'data' in route ? (route.data as T) : serverLoader();
}
