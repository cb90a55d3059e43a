import { describe, expect, it } from 'vitest';
import { offlineCaches } from '../../src/app/offline-caches';
import { runtimeCaching, staticOfflinePage } from './service-worker.mjs';

describe('the service worker step', () => {
  it('names the runtime caches the app writes to (src/app/offline-caches.ts)', () => {
    expect(runtimeCaching.map((route) => route.options.cacheName).sort()).toEqual(
      Object.values(offlineCaches).sort(),
    );
  });

  it('sends pages and data to the network first and code and images to the cache first', () => {
    const request = (mode, destination) => ({ mode, destination });
    const routeOf = (url, req) =>
      runtimeCaching.find((route) =>
        route.urlPattern({ url: new URL(url, 'https://s.example'), request: req, sameOrigin: true }),
      );
    expect(routeOf('/faq', request('navigate', 'document')).handler).toBe('NetworkFirst');
    expect(routeOf('/products.data', request('cors', '')).handler).toBe('NetworkFirst');
    expect(routeOf('/data/products/0.json', request('cors', '')).options.cacheName).toBe('data');
    expect(routeOf('/assets/root-abc.js', request('cors', 'script')).handler).toBe('CacheFirst');
    expect(routeOf('/images/products/1-1.svg', request('no-cors', 'image')).options.cacheName).toBe('images');
  });

  it('makes the offline page plain HTML: no module script, preload or router context, the rest kept', () => {
    const page =
      '<head><meta charset="utf-8"/><script>theme()</script><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Offline</h1>' +
      '<script>window.__reactRouterContext = {}</script><script type="module">import "/assets/a.js"</script></body>';
    const html = staticOfflinePage(page);
    expect(html).not.toMatch(/modulepreload|type="module"|__reactRouter/);
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<h1>Offline</h1>');
  });
});
