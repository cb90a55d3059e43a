import type { UIMatch } from 'react-router';

// Page data kept in the browser's memory for a minute: the answers fetched ahead, which the router
// is handed when it asks for them (`keptDataFetch`, its `fetch`), and the data of the pages just
// shown, which every prerendered route's client loader reads (`keptOrLoaded`). Loaded with the
// first page, so it holds only that; what decides which pages to fetch ahead is in page-needs.ts,
// loaded once the page is idle.

/**
 * How long data fetched ahead is used for a move without asking again: the freshness hosts give
 * `*.data` (`CACHE_DATA` in scripts/host-rules.mjs), so both say the same.
 */
export const prefetchFreshMs = 60_000;

interface Kept<T> {
  at: number;
  value: T;
}

/** Answers fetched ahead, in flight or arrived, by address: a tap never asks for one twice. */
const fetched = new Map<string, Kept<Promise<Response | null>>>();

/** The data of pages just shown, by route data address: back shows the page left without a request. */
const shown = new Map<string, Kept<unknown>>();

/** What `map` keeps for `href`, if it is still fresh. */
function fresh<T>(map: Map<string, Kept<T>>, href: string): Kept<T> | undefined {
  const entry = map.get(href);
  return entry && performance.now() - entry.at <= prefetchFreshMs ? entry : undefined;
}

function keep<T>(map: Map<string, Kept<T>>, href: string, value: T): void {
  const now = performance.now();
  for (const [key, entry] of map) if (now - entry.at > prefetchFreshMs) map.delete(key);
  map.set(href, { at: now, value });
}

/** The address React Router asks for a page's data (its "single fetch" URL), before `_routes`. */
export function dataUrl(page: string): URL {
  const url = new URL(page, location.origin);
  // React Router's rule: `/` is `/_.data`, `/a/` is `/a/_.data`, `/a` is `/a.data`.
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
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
 * Fetches `href` ahead (`low` priority) or for a tap (`high`) and keeps the answer for
 * `prefetchFreshMs` (a second call meanwhile does nothing). Settles once it has arrived or failed.
 * Kept in memory because a browser does not hand a prefetch still under way to the page's own
 * request for the same address: a tap during it would ask again and wait a whole round trip.
 */
export function prefetchData(href: string, priority: RequestPriority): Promise<unknown> {
  const entry = fresh(fetched, href);
  if (entry) return entry.value;
  const response = fetch(href, { priority })
    .then((answer) => (answer.ok ? answer : null))
    .catch(() => null);
  keep(fetched, href, response);
  return response;
}

/**
 * The router's `fetch` (`HydratedRouter`'s `unstable_fetch`): a page's data request is answered
 * with what was fetched ahead for the same address, if it is still fresh and arrived well (waiting
 * for it if it is on its way); anything else goes to the network as usual.
 */
export async function keptDataFetch(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const ahead = request.method === 'GET' ? await fresh(fetched, pathname + search)?.value : null;
  return ahead ? ahead.clone() : fetch(request);
}

/**
 * Keeps the data the page at `page` was shown with (`matches`, from `useMatches`), route by
 * route, so that back (or a link to it) within `prefetchFreshMs` shows it again without asking.
 */
export function rememberPageData(page: string, matches: UIMatch[]): void {
  for (const { id, loaderData } of matches)
    if (loaderData !== undefined) keep(shown, routeDataHref(page, id), loaderData);
}

/** Whether `url` (absolute) is data this page fetched ahead: it counts against the budget. */
export function isPrefetchedData(url: string): boolean {
  const { pathname, search } = new URL(url);
  return fetched.has(pathname + search);
}

/**
 * A prerendered route's client loader: the data its page was shown with within `prefetchFreshMs`,
 * or else asked for as usual (through `keptDataFetch`, so what was fetched ahead is used). With the
 * performance machinery off it always asks, as a route with only a loader does.
 */
export async function keptOrLoaded<T>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
  routeId: string,
): Promise<T> {
  if (import.meta.env.LUMINA_BOOT_MACHINERY === 'off') return serverLoader();
  const { pathname, search } = new URL(request.url);
  const kept = fresh(shown, routeDataHref(pathname + search, routeId));
  return kept ? (kept.value as T) : serverLoader();
}
