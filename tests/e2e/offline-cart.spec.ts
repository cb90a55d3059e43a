// The cart and checkout offline after a short visit (docs/decisions/0017-offline.md): products the
// shopper saw show though their data file was never fetched, a short visit is enough for the code,
// and code that is not there is said, with Try Again, instead of loading for ever.
import type { Page } from '@playwright/test';
import { placeOrder } from './checkout-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { askToSaveData } from './network-faults';
import { browseOnline, controlledByServiceWorker } from './offline-visits';

// The service worker runs here only (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const inMain = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name }).first();

/** From the cart page: checkout to the order confirmation (simulated: it needs no network). */
async function checkOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await placeOrder(page);
}

test('offline, a product whose page the shopper saw shows in the cart and checkout, though its data was never fetched', async ({
  page,
  context,
}) => {
  // Online: the shop warmed, the cart opened while empty (so its page is saved), then a product's
  // page, whose data comes inside the page: its data file (a shard) is never fetched.
  await browseOnline(page, ['/cart', '/product/2']);
  const name = (await h1(page).textContent()) ?? '';
  // The shopper stays on the page a moment: what it does by itself once shown is done.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The cart is opened later by a full load: by then the device has kept what it knows of the
  // product (src/data/product-memory.ts, written once its code is in, on a busy machine a moment
  // after the press).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('productMemory') ?? ''))
    .toContain(JSON.stringify(name));
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(inMain(page, name)).toBeVisible();
  await expect(page.getByText('Products could not be loaded')).toHaveCount(0);
  await checkOut(page);
  await expect(page.getByRole('main')).toContainText(name);
});

test('a few pages by full loads are enough: offline, the cart and checkout work to the order confirmation', async ({
  page,
  context,
}) => {
  // A short visit, each page loaded in full; the shopper never waits for the shop.
  for (const path of ['/', '/products', '/product/1']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await controlledByServiceWorker(page);
  // Staying on the last page, with no further step, the code the cart and checkout need is kept
  // (as soon as the page is settled: a few seconds on a busy machine, given room here).
  await expect(page.locator('html')).toHaveAttribute('data-offline-warm', /^(checkout|done)$/, {
    timeout: 20_000,
  });
  const name = (await h1(page).textContent()) ?? '';

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await expect(h1(page)).toHaveText('Shopping Cart');
  await expect(inMain(page, name)).toBeVisible();
  await checkOut(page);
});

test('offline, a cart whose code was never fetched says so with Try Again within seconds, and loads once back online', async ({
  page,
  context,
}) => {
  // Saving data, the shop warms nothing: only what the shopper opened is kept, the cart and the
  // checkout while empty, so the code that reads a stored cart was never fetched.
  await askToSaveData(page);
  await page.goto('/');
  await waitForHydration(page);
  await controlledByServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-warm', 'skipped');
  for (const path of ['/checkout', '/cart']) {
    await page.goto(path);
    await waitForHydration(page);
  }

  await context.setOffline(true);
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: '1', quantity: 1 }])));
  for (const [path, title] of [
    ['/checkout', 'Checkout'],
    ['/cart', 'Shopping Cart'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: 'Products could not be loaded' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  }

  // Back online, the cart is read by itself on the browser's `online` event (sent here by hand:
  // Playwright's network switch does not always send it in Chromium 150). The browser keeps the failed
  // import's failure (Chromium does), so that read fails at once and reloads the page, which loads
  // the code afresh (src/lib/load-once.ts; the rule is checked in src/lib/load-once.test.ts).
  await context.setOffline(false);
  // (Where Playwright did send it, the page may be reloading already: the event is then not needed.)
  await page
    .evaluate(() => dispatchEvent(new Event('online')))
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await expect(page.getByText('1 item in your cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});

test("offline, an account whose code was never fetched says so with Try Again, not 'Loading your account...'", async ({
  page,
  context,
}) => {
  await askToSaveData(page);
  await page.goto('/');
  await waitForHydration(page);
  await controlledByServiceWorker(page);
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(h1(page)).toHaveText('Please Log In');

  await context.setOffline(true);
  // A signed-in shopper's stored user: the code that reads it was never fetched.
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' }),
    ),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your account could not be loaded' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('a short visit to the German shop is enough too: offline, its cart and checkout work in German, from its own warm list', async ({
  page,
  context,
}) => {
  for (const path of ['/de/', '/de/products', '/de/product/1']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await controlledByServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-warm', /^(checkout|done)$/, {
    timeout: 20_000,
  });
  // Its list is its own: the German catalogue index, never the first market's.
  const warm = (await (await page.request.get('/de/offline-warm.json')).json()) as { rest: string[] };
  expect(warm.rest).toContain('/de/data/catalogue.json');
  expect(warm.rest).not.toContain('/data/catalogue.json');
  const name = (await h1(page).textContent()) ?? '';

  await context.setOffline(true);
  await page.getByRole('button', { name: /^In den Warenkorb/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Warenkorb, / })
    .click();
  await expect(h1(page)).toHaveText('Warenkorb');
  await expect(inMain(page, name)).toBeVisible();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { name: 'Versandinformationen' })).toBeVisible();
});
