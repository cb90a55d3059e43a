import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pageNeeds, routesLoaded, runModulesAhead } from './page-needs';
import type { RouteAsset, RouteAssets } from './route-assets';

function route(id: string, parentId: string | undefined, extra: Partial<RouteAsset> = {}): RouteAsset {
  return {
    id,
    parentId,
    module: `/assets/${id.replace('routes/', '')}.js`,
    imports: [],
    hasLoader: false,
    hasClientLoader: false,
    ...extra,
  };
}

const manifest = {
  routes: {
    root: route('root', undefined, { path: '', imports: ['/assets/react.js'] }),
    'routes/shop-layout': route('routes/shop-layout', 'root', { imports: ['/assets/header.js'] }),
    'routes/home': route('routes/home', 'routes/shop-layout', { index: true, hasLoader: true }),
    'routes/faq': route('routes/faq', 'routes/shop-layout', { path: 'faq', hasLoader: true }),
    'routes/product': route('routes/product', 'routes/shop-layout', {
      path: 'product/:id',
      hasLoader: true,
      hasClientLoader: true,
      imports: ['/assets/price.js', '/assets/react.js'],
    }),
    'routes/contact': route('routes/contact', 'routes/shop-layout', { path: 'contact' }),
  },
} satisfies RouteAssets;

const loaded = new Set(['root', 'routes/shop-layout']);

// The module reads the page's address, as in the browser.
beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/')));

afterEach(() => vi.unstubAllGlobals());

describe('pageNeeds: what a move to a page asks for', () => {
  test('the modules of routes not loaded yet, each once, and a client loader route its own data', () => {
    expect(pageNeeds('/product/1?variant=1-m', manifest, loaded)).toEqual({
      modules: ['/assets/product.js', '/assets/price.js', '/assets/react.js'],
      entries: [{ href: '/assets/product.js', routeId: 'routes/product' }],
      clientData: ['/product/1.data?variant=1-m&_routes=routes%2Fproduct'],
      sharedData: [],
    });
  });

  test('a loader without a client loader shares the page request; home asks for _.data', () => {
    expect(pageNeeds('/faq', manifest, loaded).sharedData).toEqual(['/faq.data']);
    expect(pageNeeds('/', manifest, loaded).sharedData).toEqual(['/_.data']);
  });

  test('a page with no loader needs its code only; a page already loaded needs nothing of its code', () => {
    expect(pageNeeds('/contact', manifest, loaded)).toEqual({
      modules: ['/assets/contact.js'],
      entries: [{ href: '/assets/contact.js', routeId: 'routes/contact' }],
      clientData: [],
      sharedData: [],
    });
    const again = pageNeeds('/contact', manifest, new Set([...loaded, 'routes/contact']));
    expect([again.modules, again.entries]).toEqual([[], []]);
  });

  test('an address no route knows needs nothing', () => {
    expect(pageNeeds('/nowhere/at/all', manifest, loaded)).toEqual({
      modules: [],
      entries: [],
      clientData: [],
      sharedData: [],
    });
  });
});

describe('runModulesAhead: running a page fetched ahead before the tap', () => {
  beforeEach(() => {
    routesLoaded.clear();
  });

  /** requestIdleCallback by hand: each idle moment is given when the test says so. */
  function idleByHand() {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    return {
      waiting: () => waiting.length,
      idle: async () => {
        waiting.shift()?.();
        await new Promise((resolve) => setTimeout(resolve));
      },
    };
  }

  test('one module in each idle moment, in order, none before the first', async () => {
    const browser = idleByHand();
    const ran: string[] = [];
    const done = runModulesAhead(
      [
        { href: '/a.js', routeId: 'a' },
        { href: '/b.js', routeId: 'b' },
      ],
      () => true,
      async (href) => void ran.push(href),
    );
    await new Promise((resolve) => setTimeout(resolve));
    expect(ran).toEqual([]);
    await browser.idle();
    expect(ran).toEqual(['/a.js']);
    await browser.idle();
    expect(ran).toEqual(['/a.js', '/b.js']);
    await done;
  });

  test('stops once the page view is over, and a module that fails does not stop the next', async () => {
    const browser = idleByHand();
    const ran: string[] = [];
    let wanted = true;
    const load = async (href: string) => {
      ran.push(href);
      if (href === '/a.js') throw new Error('failed to fetch');
    };
    const done = runModulesAhead(
      [
        { href: '/a.js', routeId: 'a' },
        { href: '/b.js', routeId: 'b' },
        { href: '/c.js', routeId: 'c' },
      ],
      () => wanted,
      load,
    );
    await browser.idle();
    await browser.idle();
    expect(ran).toEqual(['/a.js', '/b.js']);
    wanted = false;
    await browser.idle();
    await done;
    expect(ran).toEqual(['/a.js', '/b.js']);
    expect(browser.waiting()).toBe(0);
  });

  test('a route run ahead counts as loaded, one that failed does not, one already loaded is not run again', async () => {
    const browser = idleByHand();
    routesLoaded.add('routes/faq');
    const ran: string[] = [];
    const done = runModulesAhead(
      [
        { href: '/product.js', routeId: 'routes/product' },
        { href: '/faq.js', routeId: 'routes/faq' },
        { href: '/broken.js', routeId: 'routes/broken' },
      ],
      () => true,
      async (href) => {
        ran.push(href);
        if (href === '/broken.js') throw new Error('failed to fetch');
      },
    );
    for (let moment = 0; moment < 2; moment += 1) await browser.idle();
    await done;
    expect(ran).toEqual(['/product.js', '/broken.js']);
    expect([...routesLoaded].sort()).toEqual(['routes/faq', 'routes/product']);
  });
});
