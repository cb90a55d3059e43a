// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const list = {
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root-1.js',
      imports: [],
      hasLoader: false,
      hasClientLoader: false,
    },
  },
};

/** A fresh copy of the module (it asks once a visit), with the server answering `answer`. */
async function loadWith(answer: () => Promise<Response>) {
  vi.resetModules();
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const { loadRouteAssets } = await import('./route-assets');
  return { loadRouteAssets, fetch };
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/root-1.js">';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe("loadRouteAssets: the build's route-asset list", () => {
  test('the list of the build this page comes from, asked for once', async () => {
    const { loadRouteAssets, fetch } = await loadWith(async () => Response.json(list));
    expect(await loadRouteAssets()).toEqual(list);
    expect(await loadRouteAssets()).toEqual(list);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/route-assets.json');
  });

  test("another build's list (a deploy since the page loaded) is not used", async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/root-0.js">';
    const { loadRouteAssets } = await loadWith(async () => Response.json(list));
    expect(await loadRouteAssets()).toBeNull();
  });

  test('none where the server has none, sends something else, or cannot be reached', async () => {
    for (const answer of [
      async () => new Response('not found', { status: 404 }),
      async () => Response.json({ routes: 'garbled' }),
      async () => new Response('<html>'),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { loadRouteAssets } = await loadWith(answer);
      expect(await loadRouteAssets()).toBeNull();
    }
  });
});
