import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineCaches, offlineWarmList } from '../../src/app/offline-caches';
import { catalogueCardsUrl, catalogueIndexUrl } from '../../src/domain/catalogue-data-paths';
import {
  firstWarmFiles,
  INDEX_FILES,
  marketWarmFiles,
  marketRoutes,
  shellFiles,
  WARM_LIST,
  warmFiles,
} from './offline-warm-list.mjs';
import { marketPagesRoute, runtimeCaching, staticOfflinePage } from './service-worker.mjs';

/**
 * A market's pages in `dir` (`folder`: '' the first market's): its route-asset list, and a shell
 * page naming the router's own file (`routerFile`) and the list's entry.
 */
function marketFiles(dir, folder, list, routerFile) {
  writeFileSync(path.join(dir, folder, 'route-assets.json'), JSON.stringify(list));
  const links = [`/assets/${routerFile}`, ...(list.entry ? [list.entry.module] : [])]
    .map((href) => `<link rel="modulepreload" href="${href}"/>`)
    .join('');
  writeFileSync(path.join(dir, folder, '__spa-fallback.html'), `<head>${links}</head>`);
}

/** A client build folder with the first market's route-asset list and shell page, and these assets. */
function clientDir(list, assets) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-step-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const name of assets) writeFileSync(path.join(dir, 'assets', name), '');
  marketFiles(dir, '', list, 'manifest-abc.js');
  return dir;
}

describe('the service worker step', () => {
  it('names the runtime caches the app writes to (src/app/offline-caches.ts)', () => {
    expect(runtimeCaching.map((route) => route.options.cacheName).sort()).toEqual(
      Object.values(offlineCaches).sort(),
    );
  });

  it('sends pages and data to the network first and code and images to the cache first', () => {
    const request = (mode, destination) => ({ mode, destination });
    const routeOf = (url, req, sameOrigin = true) =>
      runtimeCaching.find((route) =>
        route.urlPattern({ url: new URL(url, 'https://s.example'), request: req, sameOrigin }),
      );
    expect(routeOf('/faq', request('navigate', 'document')).handler).toBe('NetworkFirst');
    expect(routeOf('/products.data', request('cors', '')).handler).toBe('NetworkFirst');
    expect(routeOf('/data/products/0.json', request('cors', '')).options.cacheName).toBe('data');
    expect(routeOf('/assets/root-abc.js', request('cors', 'script')).handler).toBe('CacheFirst');
    expect(routeOf('/images/products/1-1.svg', request('no-cors', 'image')).options.cacheName).toBe('images');
    // A catalogue image shown from its own server: not the worker's to fetch or keep.
    expect(routeOf('https://cdn.example/p/1.jpg', request('no-cors', 'image'), false)).toBeUndefined();
  });

  it("answers a market's pages offline with its own offline page, and only its pages", () => {
    const route = marketPagesRoute('de');
    const test = (url, mode = 'navigate') =>
      route.urlPattern({ url: new URL(url, 'https://s.example'), request: { mode } });
    expect([
      test('/de/faq'),
      test('/de/'),
      test('/faq'),
      test('/design'),
      test('/de/data/x.json', 'cors'),
    ]).toEqual([true, true, false, false, false]);
    expect(route.options.precacheFallback.fallbackURL).toBe('/de/offline.html');
    // The test as Workbox writes it into sw.js: the folder is in its text, nothing is closed over.
    expect(String(route.urlPattern)).toContain('"/de/"');
  });

  it('makes the offline page plain HTML: no preload and no script in its body, the head and the content kept', () => {
    const page =
      '<head><meta charset="utf-8"/><script>theme()</script><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Offline</h1>' +
      '<script>window.__reactRouterContext = {}</script><script type="lumina/after-first-paint">import "/assets/a.js"</script>' +
      '<script type="module" async="" data-boot="after-first-paint">run()</script></body>';
    const html = staticOfflinePage(page);
    expect(html).not.toMatch(/modulepreload|type="module"|__reactRouter|after-first-paint|<body>.*<script/s);
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<h1>Offline</h1>');
  });

  it('precaches the shell every page loads and leaves the rest of the code and the index to warm', () => {
    const part = (module, imports = [], css = []) => ({ module, imports, css });
    const manifest = {
      entry: part('/assets/entry.client-1.js', ['/assets/react-1.js']),
      routes: {
        root: part('/assets/root-1.js', ['/assets/react-1.js', '/assets/shell-1.js'], ['/assets/root-1.css']),
        'routes/shop-layout': part('/assets/shop-layout-1.js'),
        'routes/cart': part('/assets/cart-1.js'),
        'routes/checkout': part('/assets/checkout-1.js', ['/assets/form-1.js']),
        'routes/order-success': part('/assets/order-success-1.js'),
        'routes/faq': part('/assets/faq-1.js'),
      },
    };
    const assets = {
      'manifest-abc.js': '',
      'entry.client-1.js': '',
      'react-1.js': '',
      // The shell loads the stored cart's reader on demand; it loads the validators' library.
      'shell-1.js': 'import("./cart-persistence-1.js")',
      'cart-persistence-1.js': 'import{z}from"./zod-1.js"',
      'zod-1.js': '',
      'root-1.css': '',
      'root-1.js': '',
      // The footer, loaded on demand by the shop layout, is on every page.
      'shop-layout-1.js': 'const m=["assets/site-footer-1.js"]',
      'site-footer-1.js': '',
      'cart-1.js': '',
      // The checkout's form, on demand, with its checks.
      'checkout-1.js': 'const d=["assets/checkout-flow-1.js"];import("./checkout-flow-1.js")',
      'checkout-flow-1.js': 'import("./checkout-schemas-1.js")',
      'checkout-schemas-1.js': '',
      'form-1.js': '',
      'order-success-1.js': '',
      'faq-1.js': '',
      'slider-1.js': '',
      'server-build-1.css': '',
    };
    const dir = clientDir(manifest, Object.keys(assets));
    for (const [name, text] of Object.entries(assets))
      if (text) writeFileSync(path.join(dir, 'assets', name), text);
    const routes = marketRoutes(dir);
    const shell = shellFiles(routes);
    expect(shell.sort()).toEqual(
      [
        'assets/manifest-abc.js',
        'assets/entry.client-1.js',
        'assets/react-1.js',
        'assets/root-1.js',
        'assets/shell-1.js',
        'assets/root-1.css',
        'assets/shop-layout-1.js',
      ].sort(),
    );
    expect(warmFiles(dir, routes, shell, INDEX_FILES)).toEqual({
      first: [
        'assets/cart-1.js',
        'assets/cart-persistence-1.js',
        'assets/checkout-1.js',
        'assets/checkout-flow-1.js',
        'assets/checkout-schemas-1.js',
        'assets/form-1.js',
        'assets/order-success-1.js',
        'assets/site-footer-1.js',
        'assets/zod-1.js',
      ],
      rest: ['assets/faq-1.js', 'assets/slider-1.js', 'data/catalogue.json', 'data/catalogue-cards.json'],
    });
  });

  it("warms another market's own shell first, what the precache lacks, and its own catalogue index", () => {
    const part = (module, imports = []) => ({ module, imports, css: [] });
    const manifestOf = (words) => ({
      entry: part('/assets/entry-1.js', ['/assets/react-1.js']),
      routes: {
        root: part('/assets/root-1.js', ['/assets/react-1.js', `/assets/${words}`]),
        'routes/cart': part('/assets/cart-1.js', [`/assets/${words}`]),
      },
    });
    const dir = clientDir(manifestOf('shell-en.js'), [
      'entry-1.js',
      'react-1.js',
      'root-1.js',
      'shell-en.js',
      'shell-de.js',
      'cart-1.js',
    ]);
    mkdirSync(path.join(dir, 'de'));
    writeFileSync(path.join(dir, 'assets/manifest-de.js'), '');
    marketFiles(dir, 'de/', manifestOf('shell-de.js'), 'manifest-de.js');
    const precached = new Set(shellFiles(marketRoutes(dir)));
    expect(marketWarmFiles(dir, '', precached)).toEqual({
      first: ['assets/cart-1.js'],
      rest: [
        'assets/manifest-de.js',
        'assets/shell-de.js',
        'data/catalogue.json',
        'data/catalogue-cards.json',
      ],
    });
    expect(marketWarmFiles(dir, 'de/', precached)).toEqual({
      first: ['assets/manifest-de.js', 'assets/shell-de.js', 'assets/cart-1.js'],
      rest: ['de/data/catalogue.json', 'de/data/catalogue-cards.json'],
    });
  });

  it('warms first only what the shell loads on demand where the screens warmed first are missing', () => {
    const part = (module) => ({ module, imports: [], css: [] });
    const manifest = { entry: part('/assets/entry-1.js'), routes: { root: part('/assets/root-1.js') } };
    const dir = clientDir(manifest, ['manifest-abc.js', 'entry-1.js', 'menu-1.js', 'faq-1.js']);
    writeFileSync(path.join(dir, 'assets', 'root-1.js'), 'import("./menu-1.js")');
    const routes = marketRoutes(dir);
    expect(firstWarmFiles(dir, routes, shellFiles(routes))).toEqual(['assets/menu-1.js']);
  });

  it('warms the catalogue index files the app reads, and the list the page reads', () => {
    expect(INDEX_FILES.map((file) => `/${file}`)).toEqual([catalogueIndexUrl, catalogueCardsUrl]);
    expect(`/${WARM_LIST}`).toBe(offlineWarmList);
  });

  it('stops the build when a market has no route-asset list', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-step-'));
    writeFileSync(path.join(dir, '__spa-fallback.html'), '<p>no scripts</p>');
    expect(() => marketRoutes(dir)).toThrow(/route-assets.json is missing/);
  });
});
