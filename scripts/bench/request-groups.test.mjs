import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { mergeServiceWorkerBytes } from './request-log.mjs';
import { bytesByGroup, requestGroup, requestsText, routeModules } from './request-groups.mjs';

const origin = 'http://127.0.0.1:4000';
const pageUrl = `${origin}/products`;
const modules = new Set(['/assets/product-AAA.js', '/assets/product-client-loader-BBB.js']);

/** A request-log.mjs entry: a page script unless told otherwise. */
function entry(pathname, fields = {}) {
  return {
    url: `${origin}${pathname}`,
    path: pathname,
    via: 'page',
    resourceType: 'script',
    type: 'Script',
    initiatorUrls: [],
    initiatedBy: 'script',
    startedAt: 1000,
    answeredByServiceWorker: false,
    bytes: 100,
    finished: true,
    ...fields,
  };
}

test("what a link prefetches, a route's .data and a route's module are prefetched; a lazy part's code is not", () => {
  const group = (e) => requestGroup(e, { modules, pageUrl });
  expect(group(entry('/assets/product-grid-CCC.js', { initiatedBy: 'link' }))).toBe('prefetched');
  expect(group(entry('/product/1.data', { resourceType: 'other', type: 'Prefetch' }))).toBe('prefetched');
  expect(
    group(entry('/product/1.data', { resourceType: 'fetch', type: 'Fetch', initiatedBy: 'fetch' })),
  ).toBe('prefetched');
  expect(group(entry('/assets/product-client-loader-BBB.js'))).toBe('prefetched');
  expect(group(entry('/assets/site-footer-DDD.js'))).toBe('other');
  expect(group(entry('/data/catalogue.json', { resourceType: 'fetch', type: 'Fetch' }))).toBe('other');
});

test('the service worker, its files, the warm step and the copies of this page are the service worker group', () => {
  const group = (e) => requestGroup(e, { modules, pageUrl });
  expect(group(entry('/assets/product-AAA.js', { via: 'service worker' }))).toBe('service worker');
  expect(group(entry('/sw.js'))).toBe('service worker');
  expect(group(entry('/offline-warm.json', { resourceType: 'fetch', type: 'Fetch' }))).toBe('service worker');
  expect(group(entry('/assets/warm-offline-EEE.js'))).toBe('service worker');
  const warmed = entry('/assets/product-AAA.js', {
    resourceType: 'fetch',
    type: 'Fetch',
    initiatorUrls: [`${origin}/assets/warm-offline-EEE.js`],
  });
  expect(group(warmed)).toBe('service worker');
  expect(group(entry('/products', { url: pageUrl, resourceType: 'fetch', type: 'Fetch' }))).toBe(
    'service worker',
  );
  expect(group(entry('/images/products/1-1.svg', { resourceType: 'fetch', type: 'Fetch' }))).toBe(
    'service worker',
  );
  expect(group(entry('/images/products/1-1.svg', { resourceType: 'image', type: 'Image' }))).toBe('other');
});

test('bytesByGroup sums each group and the total', () => {
  const entries = [
    entry('/product/1.data', { bytes: 300 }),
    entry('/sw.js', { bytes: 50 }),
    entry('/assets/site-footer-DDD.js', { bytes: 20 }),
  ];
  const sums = bytesByGroup(entries, { modules, pageUrl });
  expect([sums.prefetched, sums.serviceWorker, sums.other, sums.total]).toEqual([300, 50, 20, 370]);
  expect(sums.groups.prefetched).toHaveLength(1);
});

test("a request the service worker answered carries the worker's own request's bytes, counted once", () => {
  const page = entry('/product/1.data', { answeredByServiceWorker: true, bytes: 900, startedAt: 1000 });
  const worker = entry('/product/1.data', { via: 'service worker', bytes: 400, startedAt: 1002 });
  const precache = entry('/offline.html', { via: 'service worker', bytes: 70, startedAt: 900 });
  const fromCache = entry('/assets/x.js', { answeredByServiceWorker: true, bytes: 500, startedAt: 1100 });
  const merged = mergeServiceWorkerBytes([worker, page, precache, fromCache]);
  expect(merged.map((e) => [e.path, e.via, e.bytes])).toEqual([
    ['/offline.html', 'service worker', 70],
    ['/product/1.data', 'page', 400],
    ['/assets/x.js', 'page', 0],
  ]);
});

test('requestsText counts the requests by kind and says when the last one started', () => {
  const entries = [
    entry('/product/1.data', { startedAt: 1010 }),
    entry('/assets/a.js', { startedAt: 1020 }),
    entry('/assets/b.js', { startedAt: 1180.4 }),
  ];
  expect(requestsText(entries, 1000)).toBe('3 (1 data, 2 JS), last +180 ms');
  expect(requestsText([], 1000)).toBe('0');
});

test("routeModules reads the build's route-asset list: each route's module, not its imports", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'route-modules-'));
  try {
    const list = {
      entry: { module: '/assets/entry-E.js', imports: ['/assets/react-X.js'] },
      routes: {
        root: { module: '/assets/root-R.js', imports: ['/assets/shell-S.js'], css: ['/assets/root-C.css'] },
        'routes/product': { module: '/assets/product-P.js', imports: ['/assets/product-grid-G.js'] },
      },
    };
    writeFileSync(path.join(dir, 'route-assets.json'), JSON.stringify(list));
    expect([...routeModules(dir)].sort()).toEqual(['/assets/product-P.js', '/assets/root-R.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
