import { readFileSync } from 'node:fs';
import { COMPILE_HINT } from '../../scripts/compile-hints.mjs';
import type { Response } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { askToSaveData } from './network-faults';

/**
 * The JavaScript a first visit downloads, as served (compressed bodies, headers left out), counted
 * in the browser: the modules the HTML names, their imports, and what the page loads by itself
 * once hydrated (before any tap). The budgets (scripts/budgets.json, firstVisitJsKiB) are bytes,
 * so this is deterministic for a given build; the bench reports the same figure.
 */
const budgets: Record<string, number> = JSON.parse(
  readFileSync(new URL('../../scripts/budgets.json', import.meta.url), 'utf8'),
).firstVisitJsKiB;

for (const [route, budgetKiB] of Object.entries(budgets)) {
  test(`a first visit to ${route} downloads at most ${budgetKiB} KiB of JavaScript`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const headerBytes = new Map<string, number>();
    const scripts: { url: string; bytes: number }[] = [];
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      headerBytes.set(event.requestId, event.response.encodedDataLength);
      urls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const headers = headerBytes.get(event.requestId);
      if (headers === undefined) return;
      scripts.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength - headers });
    });
    // What the visit needs, not what the shop fetches ahead for the next page (layout/link-prefetch.tsx,
    // measured by the bench): as a browser saving data sees it, which gets no prefetching.
    await askToSaveData(page);
    await page.goto(route);
    await waitForHydration(page);
    // What the page loads by itself after hydrating (lazy parts, the idle work) is part of a first
    // visit too: wait until the last of it (the link prefetcher, loaded once the page is quiet) is
    // there and the browser has nothing left to fetch.
    await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'taps');
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(scripts.length, 'scripts counted').toBeGreaterThan(0);
    const listing = scripts.map((s) => `${(s.bytes / 1024).toFixed(2)} ${s.url.replace(/.*\//, '')}`);
    expect(total / 1024, listing.join('\n')).toBeLessThanOrEqual(budgetKiB);
  });
}

test('every module a page and its next pages load is compiled whole as it loads', async ({ page }) => {
  // scripts/compile-hints.mjs: V8 reads the comment only on a file's very first line.
  // The responses are kept and their bodies read only once the page is quiet and no longer listened
  // to, so no body is still being read when the test ends.
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) responses.push(response);
  };
  page.on('response', onResponse);
  await page.goto('/products');
  await waitForHydration(page);
  // The prefetcher fetches the pages the shopper may go to next: their modules count too.
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'ahead');
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const loaded = await Promise.all(
    responses.map(async (response) => ({ url: response.url(), head: (await response.text()).slice(0, 40) })),
  );
  expect(loaded.length).toBeGreaterThan(10);
  const missing = loaded
    .filter(({ head }) => !head.startsWith('window.__reactRouterManifest'))
    .filter(({ head }) => !head.startsWith(`${COMPILE_HINT}\n`));
  expect(missing.map(({ url, head }) => `${url}: ${head}`)).toEqual([]);
});
