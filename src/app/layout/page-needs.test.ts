import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { pageNeeds } from './page-needs';

type Entry = AssetsManifest['routes'][string];

function route(id: string, parentId: string | undefined, extra: Partial<Entry> = {}): Entry {
  return {
    id,
    parentId,
    module: `/assets/${id.replace('routes/', '')}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    ...extra,
  } as Entry;
}

const manifest = {
  routes: {
    root: route('root', undefined, { imports: ['/assets/react.js'] }),
    'routes/shop-layout': route('routes/shop-layout', 'root', { imports: ['/assets/header.js'] }),
    'routes/home': route('routes/home', 'routes/shop-layout', { index: true, hasLoader: true }),
    'routes/faq': route('routes/faq', 'routes/shop-layout', { path: 'faq', hasLoader: true }),
    'routes/product': route('routes/product', 'routes/shop-layout', {
      path: 'product/:id',
      hasLoader: true,
      hasClientLoader: true,
      clientLoaderModule: '/assets/product-client-loader.js',
      imports: ['/assets/price.js', '/assets/react.js'],
    }),
    'routes/contact': route('routes/contact', 'routes/shop-layout', { path: 'contact' }),
  },
} as unknown as AssetsManifest;

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'routes/shop-layout',
        children: [
          { id: 'routes/home', index: true },
          { id: 'routes/faq', path: 'faq' },
          { id: 'routes/product', path: 'product/:id' },
          { id: 'routes/contact', path: 'contact' },
        ],
      },
    ],
  },
];

const loaded = { root: {}, 'routes/shop-layout': {} };

// The module reads the page's address, as in the browser.
beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/')));

afterEach(() => vi.unstubAllGlobals());

describe('pageNeeds: what a move to a page asks for', () => {
  test('the modules of routes not loaded yet, each once, and a client loader route its own data', () => {
    expect(pageNeeds('/product/1?variant=1-m', routes, manifest, loaded)).toEqual({
      modules: [
        '/assets/product.js',
        '/assets/product-client-loader.js',
        '/assets/price.js',
        '/assets/react.js',
      ],
      clientData: ['/product/1.data?variant=1-m&_routes=routes%2Fproduct'],
      sharedData: [],
    });
  });

  test('a loader without a client loader shares the page request; home asks for _root.data', () => {
    expect(pageNeeds('/faq', routes, manifest, loaded).sharedData).toEqual(['/faq.data']);
    expect(pageNeeds('/', routes, manifest, loaded).sharedData).toEqual(['/_root.data']);
  });

  test('a page with no loader needs its code only; a page already loaded needs nothing of its code', () => {
    expect(pageNeeds('/contact', routes, manifest, loaded)).toEqual({
      modules: ['/assets/contact.js'],
      clientData: [],
      sharedData: [],
    });
    expect(pageNeeds('/contact', routes, manifest, { ...loaded, 'routes/contact': {} }).modules).toEqual([]);
  });

  test('an address no route knows needs nothing', () => {
    expect(pageNeeds('/nowhere/at/all', [], manifest, loaded)).toEqual({
      modules: [],
      clientData: [],
      sharedData: [],
    });
  });
});
