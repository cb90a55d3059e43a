import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The early results: /search?q= shows its results from the prerendered cards before the app's
// JavaScript has loaded (src/features/search/early/).

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const EARLY_SCRIPT = /\/assets\/early-results[^/]*\.js$/;

/** Keeps the app's JavaScript from loading, so the page stays as the early script leaves it. */
async function withoutTheApp(page: Page) {
  await page.route(
    (url) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !EARLY_SCRIPT.test(url.pathname),
    (route) => route.abort(),
  );
}

/** Each result's markup, attributes sorted and styles normalised (React writes them differently). */
async function resultMarkup(page: Page): Promise<string[]> {
  return results(page)
    .getByRole('listitem')
    .evaluateAll((items) => {
      const walk = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element)) return '';
        const value = (a: Attr) =>
          a.name === 'style' && node instanceof HTMLElement ? node.style.cssText : a.value;
        const attributes = [...node.attributes].map((a) => `${a.name}="${value(a)}"`).sort();
        return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
      };
      return items.map(walk);
    });
}

test('before the app loads, a search shows its heading, count and results, images first', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/search?q=aurora');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "aurora"');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('4 products found');
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText([
    'Chasing the Aurora',
    /./,
    /./,
    /./,
  ]);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  // The first three cards load their image at once, and it has loaded.
  const eager = results(page).locator('img[loading="eager"][fetchpriority="high"]');
  await expect(eager).toHaveCount(3);
  await expect
    .poll(() => eager.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'early results before hydration');
});

test('a search with a sort or a price range, or a hostile term, waits for the app', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/search?q=aurora&sort=price-low');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Searching…');
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await expect(results(page)).toBeHidden();

  const attack = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${attack}"`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('0 products found');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('the app takes over with the same results, and no errors', async ({ page, consoleErrors }) => {
  // Before: the early results alone (in a page of their own: the blocked app logs errors there).
  const before = await page.context().newPage();
  await withoutTheApp(before);
  await before.goto('/search?q=classic');
  await expect(results(before).getByRole('listitem')).toHaveCount(7);
  const early = await resultMarkup(before);
  await before.close();

  // After: the app's own results, which replace the prerendered part.
  await page.goto('/search?q=classic');
  await waitForHydration(page);
  await expect(page.locator('[data-early-search]')).toHaveCount(0);
  await expect(results(page).getByRole('listitem')).toHaveCount(7);
  expect(await resultMarkup(page)).toEqual(early);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBeLessThanOrEqual(0.01);
  expect(consoleErrors).toEqual([]);
});

test('without the early script the page still hydrates and shows the results', async ({
  page,
  consoleErrors,
}) => {
  await page.route(EARLY_SCRIPT, (route) => route.abort());
  await page.goto('/search?q=aurora');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('4 products found');
  await expect(results(page).getByRole('listitem')).toHaveCount(4);
  expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});
