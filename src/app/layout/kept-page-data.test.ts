import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { keptOrLoaded, prefetchData, prefetchFreshMs, rememberPageData } from './kept-page-data';

// The module reads the page's address, as in the browser.
beforeEach(() => vi.stubGlobal('location', new URL('http://localhost/')));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function args(url: string, answer: unknown) {
  const serverLoader = vi.fn(() => Promise.resolve(answer));
  return { request: new Request(`http://localhost${url}`), serverLoader };
}

describe('keptOrLoaded: a client loader reads data kept for a minute, else asks', () => {
  test('a page just shown comes back from memory without asking', async () => {
    rememberPageData('/faq?from=menu', ['routes/faq'], { 'routes/faq': { questions: 3 } });
    const back = args('/faq?from=menu', { questions: 0 });
    await expect(keptOrLoaded(back, 'routes/faq')).resolves.toEqual({ questions: 3 });
    expect(back.serverLoader).not.toHaveBeenCalled();
  });

  test('another address, another route or data older than a minute is asked for', async () => {
    rememberPageData('/faq?old=1', ['routes/faq'], { 'routes/faq': { questions: 3 } });
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

  test('data fetched ahead is asked for once; if that fails the route asks itself', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    prefetchData('/product/7.data?_routes=routes%2Fproduct', 'low');
    prefetchData('/product/7.data?_routes=routes%2Fproduct', 'high');
    expect(fetch).toHaveBeenCalledOnce();
    const tap = args('/product/7', { product: { id: '7' } });
    await expect(keptOrLoaded(tap, 'routes/product')).resolves.toEqual({ product: { id: '7' } });
    expect(tap.serverLoader).toHaveBeenCalledOnce();
  });
});
