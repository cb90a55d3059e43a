import { expect, test, waitForHydration } from './fixtures';
import { useMobileProfile } from './mobile-profile';

type Ahead = { __aheadBatches: string[][] };

/**
 * Each page fetched ahead is started in a task of its own, so a phone's main thread is never held
 * by several at once (decision 0019). The module preloads one task adds reach a MutationObserver
 * in one batch (its records are delivered once that task's microtasks have run), so a batch
 * naming two pages' route modules means two pages were started in one task. On the mobile
 * profile, where the page is idle only after the prefetcher's queue has filled.
 */
test('each page fetched ahead is started in a task of its own', async ({ page }) => {
  await useMobileProfile(page);
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as Ahead).__aheadBatches = batches;
    new MutationObserver((records) => {
      const ahead = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
        .filter((link) => link.rel === 'modulepreload' && link.fetchPriority === 'low')
        .map((link) => new URL(link.href).pathname);
      if (ahead.length > 0) batches.push(ahead);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  // Each route's module, from the build's route-asset list (scripts/route-assets.mjs).
  const routeOf = new Map(
    await page.evaluate(async () => {
      const list = (await (await fetch('/route-assets.json')).json()) as {
        routes: Record<string, { id: string; module: string }>;
      };
      return Object.values(list.routes).map((route): [string, string] => [route.module, route.id]);
    }),
  );
  expect(routeOf.size, 'routes in the route-asset list').toBeGreaterThan(5);
  // How many pages' route modules each batch of preloads added.
  const pagesPerBatch = async () =>
    (await page.evaluate(() => (window as unknown as Ahead).__aheadBatches)).map(
      (hrefs) => new Set(hrefs.flatMap((href) => routeOf.get(href) ?? [])).size,
    );
  await expect
    .poll(async () => (await pagesPerBatch()).filter((pages) => pages > 0).length)
    .toBeGreaterThanOrEqual(3);
  expect(Math.max(...(await pagesPerBatch()))).toBe(1);
});
