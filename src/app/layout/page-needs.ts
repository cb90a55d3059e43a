import { matchRoutes, type RouteObject } from 'react-router';
import { whileRunningAhead } from '@/lib/load-once';
import { sleep } from '@/lib/sleep';
import { whenIdle } from '@/lib/when-idle';
import { dataUrl, routeDataHref } from './kept-page-data';
import type { AssetsManifest, ManifestRoute } from './router-internals';

/** A module React Router imports itself on a move: a route's module (with its id) or its client loader's. */
export interface ModuleEntry {
  href: string;
  routeId?: string;
}

/**
 * What a move to `page` needs: the modules of its routes not loaded yet (each route's module, its
 * client loader module if it has one and every chunk they import; `entries`, the first two, are
 * what React Router imports itself, a route module with its route's id), and the data its loaders
 * answer, at the
 * address React Router will ask for: `clientData` for each route with a client loader (it asks for
 * its own data only, `?_routes=<id>`, and reads it through `keptOrLoaded`), `sharedData`
 * for the others (one request, read by the router itself).
 */
export function pageNeeds(
  page: string,
  manifest: AssetsManifest,
  loaded: Record<string, unknown>,
): { modules: string[]; entries: ModuleEntry[]; clientData: string[]; sharedData: string[] } {
  const { matched, clientData, sharedData } = pageRoutes(page, manifest);
  const notLoaded = matched.filter((entry) => !(entry.id in loaded));
  const entries = notLoaded.flatMap((entry): ModuleEntry[] => [
    { href: entry.module, routeId: entry.id },
    ...(entry.clientLoaderModule ? [{ href: entry.clientLoaderModule }] : []),
  ]);
  const modules = [...entries.map(({ href }) => href), ...notLoaded.flatMap((entry) => entry.imports ?? [])];
  return { modules: [...new Set(modules)], entries, clientData, sharedData };
}

interface PageRoutes {
  matched: ManifestRoute[];
  clientData: string[];
  sharedData: string[];
}

/** The manifest's routes as the tree `matchRoutes` takes (each route knows only its parent). */
function routeTree(manifest: AssetsManifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const entry of Object.values(manifest.routes)) {
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
 * A page's routes and data addresses, worked out once for a manifest (a new build's manifest is
 * a new object): React Router's `matchRoutes` flattens and ranks every route on each call, and
 * the prefetch queue asks what each page waiting needs on every take (at 4x CPU on /faq, with
 * twenty links waiting, that was 450 ms of its 1.5 s).
 */
const pageRoutesByManifest = new WeakMap<
  AssetsManifest,
  { tree: RouteObject[]; pages: Map<string, PageRoutes> }
>();

function pageRoutes(page: string, manifest: AssetsManifest): PageRoutes {
  let known = pageRoutesByManifest.get(manifest);
  if (!known) pageRoutesByManifest.set(manifest, (known = { tree: routeTree(manifest), pages: new Map() }));
  const found = known.pages.get(page);
  if (found) return found;
  const url = new URL(page, location.origin);
  const matched = (matchRoutes(known.tree, url.pathname) ?? []).flatMap(({ route }) => {
    const entry = route.id ? manifest.routes[route.id] : undefined;
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

/** `href` (a manifest's, root-relative) as the absolute address a link element reports. */
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
 * in each idle moment for as long as `wanted()` says so, and hands each route module to React
 * Router's cache of route modules (`routeModules`, where its own import would put it): on the tap
 * the router neither waits for them nor spends its time running them, and finds them without an
 * `import()`, which a browser answers in a task of its own, after the frame showing the old page
 * as the move starts. Their lower parts do not ask for their code meanwhile (`whileRunningAhead`).
 * A module that fails is left to the router, which meets the same failure on the tap and handles it.
 */
export async function runModulesAhead(
  entries: ModuleEntry[],
  wanted: () => boolean,
  routeModules: Record<string, unknown>,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const { href, routeId } of entries) {
    await whenIdle();
    if (!wanted()) return;
    const module = await whileRunningAhead(() => load(href)).catch(() => undefined);
    if (module && routeId && !(routeId in routeModules)) routeModules[routeId] = module;
  }
}
