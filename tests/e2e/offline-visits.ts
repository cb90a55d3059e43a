// A shopper's visits with the shop's service worker on, as the offline specs use them: waiting for
// the worker, what its code cache holds, and a first visit followed by pages loaded online.
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** Waits until the shop's service worker controls the page (it registers once the page is idle). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (navigator.serviceWorker.controller) return resolve();
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      }),
  );
}

/** The script files in the worker's code cache. */
export const keptScripts = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('assets')).keys()).map((request) => new URL(request.url).pathname),
  );

/**
 * A first visit, then the pages a shopper looked at, each loaded once while online. On the first
 * page the shopper stays until the shop has warmed its offline caches (a few seconds on a phone).
 */
export async function browseOnline(page: Page, paths: readonly string[]): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await controlledByServiceWorker(page);
  // The first page saves itself as the worker takes over.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('pages')).match(location.href))))
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-offline-warm', 'done', { timeout: 30_000 });
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
  }
}
