import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UIMatch } from 'react-router';
import {
  dataUrl,
  keptDataFetch,
  keptOrLoaded,
  prefetchData,
  prefetchFreshMs,
  rememberPageData,
} from './kept-page-data';

// The module reads the page's address, as in the browser.
beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/')));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What `useMatches` gives for a page whose routes answered `data`. */
function matches(data: Record<string, unknown>): UIMatch[] {
  return Object.entries(data).map(([id, loaderData]) => ({
    id,
    pathname: '/',
    params: {},
    loaderData,
    handle: undefined,
  }));
}

function args(url: string, answer: unknown) {
  const serverLoader = vi.fn(() => Promise.resolve(answer));
  return { request: new Request(`http://localhost${url}`), serverLoader };
}

describe('keptOrLoaded: a client loader reads data kept for a minute, else asks', () => {
  test('a page just shown comes back from memory without asking', async () => {
    rememberPageData('/faq?from=menu', matches({ root: undefined, 'routes/faq': { questions: 3 } }));
    const back = args('/faq?from=menu', { questions: 0 });
    await expect(keptOrLoaded(back, 'routes/faq')).resolves.toEqual({ questions: 3 });
    expect(back.serverLoader).not.toHaveBeenCalled();
  });

  test('another address, another route or data older than a minute is asked for', async () => {
    rememberPageData('/faq?old=1', matches({ 'routes/faq': { questions: 3 } }));
    const other = args('/faq?old=2', { questions: 4 });
    await expect(keptOrLoaded(other, 'routes/faq')).resolves.toEqual({ questions: 4 });
    const otherRoute = args('/faq?old=1', { fresh: true });
    await expect(keptOrLoaded(otherRoute, 'routes/careers')).resolves.toEqual({ fresh: true });

    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + prefetchFreshMs + 1);
    const later = args('/faq?old=1', { questions: 5 });
    await expect(keptOrLoaded(later, 'routes/faq')).resolves.toEqual({ questions: 5 });
    expect(later.serverLoader).toHaveBeenCalledOnce();
  });

  test('data fetched ahead is not asked for again: the router is handed a copy of the answer', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('answer 7')));
    vi.stubGlobal('fetch', fetch);
    const href = '/product/7.data?_routes=routes%2Fproduct';
    void prefetchData(href, 'low');
    void prefetchData(href, 'high');
    expect(fetch).toHaveBeenCalledOnce();
    const first = await keptDataFetch(new Request(`http://localhost${href}`));
    const again = await keptDataFetch(new Request(`http://localhost${href}`));
    expect([await first.text(), await again.text()]).toEqual(['answer 7', 'answer 7']);
    expect(fetch).toHaveBeenCalledOnce();
  });

  test('a failed or stale fetch ahead, another address or a form post goes to the network', async () => {
    const fetch = vi.fn((input: RequestInfo) =>
      typeof input === 'string'
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(new Response('network')),
    );
    vi.stubGlobal('fetch', fetch);
    await prefetchData('/product/8.data', 'low');
    const failed = await keptDataFetch(new Request('http://localhost/product/8.data'));
    expect(await failed.text()).toBe('network');
    const other = await keptDataFetch(new Request('http://localhost/product/9.data'));
    expect(await other.text()).toBe('network');
    const post = await keptDataFetch(new Request('http://localhost/product/8.data', { method: 'POST' }));
    expect(await post.text()).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe("dataUrl: the address React Router asks for a page's data", () => {
  test.each([
    ['/', '/_.data'],
    ['/products?category=Audio', '/products.data?category=Audio'],
    ['/faq/', '/faq/_.data'],
    ['/product/3?index#reviews', '/product/3.data'],
  ])('%s -> %s', (page, href) => {
    const url = dataUrl(page);
    expect(url.pathname + url.search).toBe(href);
  });
});
