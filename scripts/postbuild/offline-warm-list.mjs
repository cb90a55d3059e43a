// The lists of what a market's pages warm for offline use (offline-warm.json beside its pages), from
// the finished build: the shell every page loads, the code its cart, checkout and order
// confirmation need, the rest of the code and its catalogue index (service-worker.mjs writes them;
// src/app/layout/warm-offline.ts reads them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_ASSETS } from '../route-assets.mjs';
import { PostbuildError } from './run-steps.mjs';
/** The catalogue index's two files (src/domain/catalogue-data-paths.ts), warmed for lists and search offline. */
export const INDEX_FILES = ['data/catalogue.json', 'data/catalogue-cards.json'];

/** The list the page warms (src/app/offline-caches.ts names it too; a test holds them together). */
export const WARM_LIST = 'offline-warm.json';

/**
 * What a market's pages are built from (`folder`: '' the first market's, 'de/'...): its route-asset
 * list (scripts/route-assets.mjs) and the files its shell page (`__spa-fallback.html`) names in
 * its `<link>`s, the modules and styles every one of its pages loads.
 */
export function marketRoutes(dir, folder = '') {
  const listFile = path.join(dir, folder, ROUTE_ASSETS);
  if (!existsSync(listFile))
    throw new PostbuildError(
      `${folder}${ROUTE_ASSETS} is missing: the build did not write its route-asset list.`,
    );
  const list = JSON.parse(readFileSync(listFile, 'utf8'));
  const shellPage = readFileSync(path.join(dir, folder, '__spa-fallback.html'), 'utf8');
  const pageFiles = [...shellPage.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="\/([^"]+)"/g)].map(
    ([, file]) => file,
  );
  return { list, pageFiles };
}

/** A part of the list (the entry, a route) as its files: its module, its imports and its styles (paths without '/'). */
function partFiles(part) {
  return part ? [part.module, ...part.imports, ...(part.css ?? [])].map((url) => url.replace(/^\//, '')) : [];
}

/** The shell's own code: the entry, the root and the shop layout, with what they import. */
function shellCode(list) {
  return [list.entry, list.routes.root, list.routes['routes/shop-layout']].flatMap(partFiles);
}

/** The shell every page loads: what the shell page names (the router's own files too) and the shell's code. */
export function shellFiles({ list, pageFiles }) {
  return [...new Set([...pageFiles, ...shellCode(list)])];
}

/** The screens warmed first, so a short visit is enough for them offline: cart, checkout, confirmation. */
export const FIRST_ROUTES = ['routes/cart', 'routes/checkout', 'routes/order-success'];

/** The files under assets/ that a built file names: its imports, static and on demand. */
function namedAssets(dir, file, assets) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const named = new Set();
  for (const [, name] of text.matchAll(/(?:\.\/|assets\/)([\w.-]+\.(?:js|css))/g))
    if (assets.has(name)) named.add(`assets/${name}`);
  return named;
}

/**
 * The code warmed first: what the cart, the checkout and the order confirmation load, at once or
 * on demand (the checkout's form, its checks), with what the shell loads on demand on every page
 * these screens are part of (the stored cart's reader, the toasts, the menu, the header's search,
 * the footer), followed through the imports each built file names. The shell itself is precached,
 * so it is left out; so is the router's manifest, which names every route.
 */
export function firstWarmFiles(dir, { list }, shell) {
  const assets = new Set(readdirSync(path.join(dir, 'assets')));
  // A shop without one of these routes has nothing of it to warm.
  const routeFiles = FIRST_ROUTES.flatMap((id) => partFiles(list.routes[id]));
  // Followed from the code the list names, not from the router's own files (its manifest names every route).
  const queue = [...shellCode(list), ...routeFiles];
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...namedAssets(dir, file, assets));
  }
  const inShell = new Set(shell);
  return [...seen].filter((file) => !inShell.has(file)).sort();
}

/**
 * What the page warms, in two groups: `first`, the code the cart, checkout and order confirmation
 * need (firstWarmFiles); `rest`, the other code under assets/ that is not in the shell, and the
 * catalogue index.
 */
export function warmFiles(dir, routes, shell, dataFiles) {
  const first = firstWarmFiles(dir, routes, shell);
  const skip = new Set([...shell, ...first]);
  const code = readdirSync(path.join(dir, 'assets'))
    // server-build-*: the server build's copy of the styles, which no page loads.
    .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('server-build-'))
    .map((name) => `assets/${name}`)
    .filter((file) => !skip.has(file))
    .sort();
  return { first, rest: [...code, ...dataFiles] };
}

/**
 * What a market's pages warm (`folder`: '' the first market's, 'de/'...), written beside its pages:
 * its shell first where the precache (`precached`, the first market's shell) does not hold it (another
 * market's manifest and words), then its cart and checkout code; later the rest and its own
 * catalogue index.
 */
export function marketWarmFiles(dir, folder, precached) {
  const routes = marketRoutes(dir, folder);
  const shell = shellFiles(routes);
  const { first, rest } = warmFiles(
    dir,
    routes,
    shell,
    INDEX_FILES.map((file) => folder + file),
  );
  const notPrecached = (files) => files.filter((file) => !precached.has(file));
  return { first: notPrecached([...shell, ...first]), rest: notPrecached(rest) };
}
