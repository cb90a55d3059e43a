import { matchRoutes, type RouteObject } from 'react-router';
import { whileRunningAhead } from '@/lib/load-once';
import { sleep } from '@/lib/sleep';
import { whenIdle } from '@/lib/when-idle';
import { dataUrl, routeDataHref } from './kept-page-data';
import type { RouteAsset, RouteAssets } from './route-assets';

/** A route's module, which React Router imports itself on a move, with the route's id. */
export interface ModuleEntry {
  href: string;
  routeId: string;
}

/**
 * Routes whose module has run in this visit: those of the pages shown (`link-prefetch.tsx` adds
 * them) and those run ahead (`runModulesAhead`).
 */
export const routesLoaded = new Set<string>();

/**
 * What a move to `page` needs: the modules of its routes not loaded yet (each route's module and
 * every chunk it imports; `entries`, the route modules, are what React Router imports itself), and
 * the data its loaders answer, at the address React Router will ask for: `clientData` for each
 * route with a client loader (it asks for its own data only, `?_routes=<id>`, and reads it through
 * `keptOrLoaded`), `sharedData` for the others (one request, read by the router itself).
 */
export function pageNeeds(
  page: string,
  assets: RouteAssets,
  loaded: ReadonlySet<string>,
): { modules: string[]; entries: ModuleEntry[]; clientData: string[]; sharedData: string[] } {
  const { matched, clientData, sharedData } = pageRoutes(page, assets);
  const notLoaded = matched.filter((entry) => !loaded.has(entry.id));
  const entries = notLoaded.map((entry): ModuleEntry => ({ href: entry.module, routeId: entry.id }));
  const modules = [...entries.map(({ href }) => href), ...notLoaded.flatMap((entry) => entry.imports)];
  return { modules: [...new Set(modules)], entries, clientData, sharedData };
}

interface PageRoutes {
  matched: RouteAsset[];
  clientData: string[];
  sharedData: string[];
}

/** The list's routes as the tree `matchRoutes` takes (each route knows only its parent). */
function routeTree(assets: RouteAssets): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const entry of Object.values(assets.routes)) {
    if (!entry) continue;
    const siblings = children.get(entry.parentId) ?? [];
    children.set(entry.parentId, siblings);
    const { id, path, caseSensitive } = entry;
    siblings.push(entry.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive });
  }
  const grow = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: grow(below) } : route;
    });
  return grow(children.get(undefined) ?? []);
}

/**
 * A page's routes and data addresses, worked out once for a route-asset list: React Router's `matchRoutes` flattens and ranks every route on each call, and
 * the prefetch queue asks what each page waiting needs on every take (at 4x CPU on /faq, with
 * twenty links waiting, that was 450 ms of its 1.5 s).
 */
const pageRoutesByList = new WeakMap<RouteAssets, { tree: RouteObject[]; pages: Map<string, PageRoutes> }>();

function pageRoutes(page: string, assets: RouteAssets): PageRoutes {
  let known = pageRoutesByList.get(assets);
  if (!known) pageRoutesByList.set(assets, (known = { tree: routeTree(assets), pages: new Map() }));
  const found = known.pages.get(page);
  if (found) return found;
  const url = new URL(page, location.origin);
  const matched = (matchRoutes(known.tree, url.pathname) ?? []).flatMap(({ route }) => {
    const entry = route.id ? assets.routes[route.id] : undefined;
    return entry ? [entry] : [];
  });
  const withLoader = matched.filter((entry) => entry.hasLoader);
  const own = withLoader.filter((entry) => entry.hasClientLoader);
  const shared = withLoader.filter((entry) => !entry.hasClientLoader);
  const clientData = own.map((entry) => routeDataHref(page, entry.id));
  const sharedData: string[] = [];
  if (shared.length > 0) {
    const href = dataUrl(page);
    if (own.length > 0) href.searchParams.set('_routes', shared.map((entry) => entry.id).join(','));
    sharedData.push(href.pathname + href.search);
  }
  const answer = { matched, clientData, sharedData };
  known.pages.set(page, answer);
  return answer;
}

/** Modules a `<link rel="modulepreload">` has asked for: the first page's, then each started here. */
let preloaded: Set<string> | undefined;

/** `preloaded`, first filled with the document's own `<link rel="modulepreload">`s. */
function preloadedModules(): Set<string> {
  preloaded ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  return preloaded;
}

/** Whether `url` (absolute) is a module a `<link rel="modulepreload">` asked for. */
export function isPreloadedModule(url: string): boolean {
  return preloaded?.has(url) ?? false;
}

const absoluteHrefs = new Map<string, string>();

/** `href` (the list's, root-relative) as the absolute address a link element reports. */
function absoluteHref(href: string): string {
  let absolute = absoluteHrefs.get(href);
  if (absolute === undefined) absoluteHrefs.set(href, (absolute = new URL(href, location.href).href));
  return absolute;
}

/** How many files fetching a page ahead would ask for now: its data and its modules not yet asked for. */
export function filesToFetch(needs: ReturnType<typeof pageNeeds>): number {
  const modules = preloadedModules();
  const newModules = needs.modules.filter((href) => !modules.has(absoluteHref(href)));
  return newModules.length + needs.clientData.length + needs.sharedData.length;
}

/** Links a fetch ahead appends in one task: one page's all at once made tasks of up to 79 ms at 4x CPU. */
export const LINKS_A_TASK = 4;

/**
 * Starts the modules' download (not their evaluation, `runModulesAhead` does that once they are in):
 * ahead at `low` priority, so what the shopper is doing meanwhile (a search's suggestions) goes
 * first, `LINKS_A_TASK` links a task for as long as `wanted()` says so (the page view it was
 * started from lasts; a later view fetching the page starts the rest); for a tap at `high`, all at
 * once. Settles once those it started have arrived or failed.
 */
export async function preloadModules(
  hrefs: string[],
  priority: 'low' | 'high',
  wanted: () => boolean = () => true,
): Promise<unknown> {
  // By hand, not React's preloadModule: that cannot set a priority.
  const preloaded = preloadedModules();
  const started: Promise<void>[] = [];
  for (const href of hrefs) {
    const absolute = absoluteHref(href);
    if (preloaded.has(absolute)) continue;
    if (priority === 'low' && started.length > 0 && started.length % LINKS_A_TASK === 0) {
      await sleep(0);
      if (!wanted()) break;
      // Another page sharing this module (or a tap) may have started it meanwhile.
      if (preloaded.has(absolute)) continue;
    }
    preloaded.add(absolute);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = priority;
    started.push(
      new Promise((settle) => {
        link.onload = link.onerror = () => settle();
      }),
    );
    document.head.append(link);
  }
  return Promise.all(started);
}

/**
 * Runs a page's route modules fetched ahead (`entries`, once their downloads have settled), one
 * in each idle moment for as long as `wanted()` says so: on the tap the router's own `import()`
 * finds each module run, and spends none of the tap's time evaluating it. Their lower parts do not
 * ask for their code meanwhile (`whileRunningAhead`). A module that fails is left to the router,
 * which meets the same failure on the tap and handles it.
 */
export async function runModulesAhead(
  entries: ModuleEntry[],
  wanted: () => boolean,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const { href, routeId } of entries) {
    if (routesLoaded.has(routeId)) continue;
    await whenIdle();
    if (!wanted()) return;
    const ran = await whileRunningAhead(() => load(href)).then(
      () => true,
      () => false,
    );
    if (ran) routesLoaded.add(routeId);
  }
}
