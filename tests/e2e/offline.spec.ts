import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/static-server.mjs';
import { placeOrder } from './checkout-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';
import { askToSaveData } from './network-faults';
import { browseOnline, controlledByServiceWorker, keptScripts } from './offline-visits';

// The service worker runs here only (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('after one visit the shop works offline: browsing, a product, the cart and checkout', async ({
  page,
  context,
}) => {
  // Online: the home page, the list, a product put in the cart, the cart, the wishlist, checkout.
  await browseOnline(page, ['/products', '/product/3']);
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  for (const path of ['/cart', '/wishlist', '/checkout']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await context.setOffline(true);

  // A page loaded again with no network, then moving around in the app: a page whose data the
  // worker has not kept comes as the whole page it kept.
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(h1(page)).toHaveText('All Products');
  await page.goto('/product/3');
  await waitForHydration(page);
  const name = (await h1(page).textContent()) ?? '';
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.goto('/wishlist');
  await waitForHydration(page);
  await expect(h1(page)).toHaveText('My Wishlist');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();

  // Checkout is simulated: it completes with no network.
  await page.goto('/checkout');
  await waitForHydration(page);
  await placeOrder(page);
});

test('offline, a page never visited shows the offline page in the shop layout, and an unseen image a stand-in', async ({
  page,
  context,
}) => {
  await browseOnline(page, []);
  await context.setOffline(true);
  const response = await page.goto('/faq');
  expect(response?.status()).toBe(200);
  await expect(h1(page)).toHaveText("You're offline");
  await expect(page.getByText("This page hasn't been saved on this device yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lumina home' })).toBeVisible();
  // Try Again asks for the same address again: back online, the page itself comes.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(h1(page)).toHaveText('Frequently Asked Questions');

  await context.setOffline(true);
  const width = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(-1);
        image.src = '/images/products/17-1.svg';
      }),
  );
  expect(width).toBe(400); // images/offline-image.svg, not the product's 800 px art
});

test("offline, a German page never visited shows the German offline page, in the market's layout", async ({
  page,
  context,
}) => {
  await browseOnline(page, []);
  await context.setOffline(true);
  const response = await page.goto('/de/faq');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(h1(page)).toHaveText('Sie sind offline');
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', '');
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/cart');
  // The English pages keep the English offline page.
  await page.goto('/about');
  await expect(h1(page)).toHaveText("You're offline");
});

test('the worker precaches the shell only; the rest is warmed after, never when the browser saves data', async ({
  page,
  browser,
}) => {
  const precached = await page.request.get('/sw.js').then((response) => response.text());
  const shell = [...precached.matchAll(/url:"(assets\/[^"]+)"/g)].map(([, url]) => url ?? '');
  expect(shell.some((url) => url.startsWith('assets/entry.client-'))).toBe(true);
  expect(shell.some((url) => url.startsWith('assets/checkout-'))).toBe(false);

  // Warmed once the worker is in: the checkout's code, which the home page does not load.
  await browseOnline(page, []);
  expect((await keptScripts(page)).some((file) => file.startsWith('/assets/checkout-'))).toBe(true);

  // With Save-Data, the worker is in but nothing more is fetched.
  const saving = await browser.newContext({ serviceWorkers: 'allow', baseURL: new URL(page.url()).origin });
  try {
    const thrifty = await saving.newPage();
    await askToSaveData(thrifty);
    await thrifty.goto('/');
    await waitForHydration(thrifty);
    await controlledByServiceWorker(thrifty);
    await expect(thrifty.locator('html')).toHaveAttribute('data-offline-warm', 'skipped');
    expect((await keptScripts(thrifty)).some((file) => file.startsWith('/assets/checkout-'))).toBe(false);
  } finally {
    await saving.close();
  }
});

test('a quiet notice says when the shop is offline and when it is back, on one line, moving nothing', async ({
  page,
  context,
}) => {
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await browseOnline(page, ['/products']);
  const notice = page.getByTestId('connection-notice').locator('p');
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText('Offline: pages you have visited still work');
  // One line of text in its pill (two would be over 40 px), on a small phone's screen.
  expect((await notice.boundingBox())?.height).toBeLessThan(32);
  await context.setOffline(false);
  await expect(notice).toHaveText('Back online');
  // The shorter message moved no edge: nothing shifted, the pill included.
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.sources.join('\n')).toBe(0);
  await expect(notice).toHaveCount(0, { timeout: 8000 });
});

test('a new deploy replaces the old version on the next visit, with no old page left in use', async ({
  browser,
}, testInfo) => {
  // Two deploys of the same build, served in turn at one address: v2 differs in its home page and
  // in sw.js (as any real deploy does).
  const root = testInfo.outputPath('deploys');
  const v1 = path.join(root, 'v1');
  const v2 = path.join(root, 'v2');
  cpSync(path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client'), v1, { recursive: true });
  cpSync(v1, v2, { recursive: true });
  const home = path.join(v2, 'index.html');
  writeFileSync(
    home,
    readFileSync(home, 'utf8').replace('<head>', '<head><meta name="deploy" content="v2"/>'),
  );
  appendFileSync(path.join(v2, 'sw.js'), '\n// deploy v2\n');

  const serve = async (dir: string, port = 0) => {
    const server = createStaticServer({ root: dir });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  const first = await serve(v1);
  const { port } = first.address() as AddressInfo;
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  const deploy = () =>
    page.evaluate(() => document.querySelector('meta[name="deploy"]')?.getAttribute('content') ?? 'v1');
  try {
    await browseOnline(page, []);
    expect(await deploy()).toBe('v1');
    await new Promise((resolve) => first.close(resolve));
    const second = await serve(v2, port);
    try {
      // The next visit online: the new page at once (pages come from the network first)...
      await page.reload();
      await waitForHydration(page);
      expect(await deploy()).toBe('v2');
      // ...and the new worker takes over (sw.js changed), so offline the page is the new one too.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return (
              registration?.active !== null &&
              registration?.waiting === null &&
              registration?.installing === null
            );
          }),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      expect(await deploy()).toBe('v2');
    } finally {
      await new Promise((resolve) => second.close(resolve));
    }
  } finally {
    await context.close();
  }
});

test('a page that loaded past the service worker is taken over by it, not left uncontrolled until the next load', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  await controlledByServiceWorker(page);
  // A hard reload bypasses the worker, as a load begun while it was activating did: the page is
  // nobody's client at activation, and its own request went to the network.
  await page.addInitScript(() => {
    (window as unknown as { startedUncontrolled: boolean }).startedUncontrolled =
      !navigator.serviceWorker.controller;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await waitForHydration(page);
  expect(
    await page.evaluate(() => (window as unknown as { startedUncontrolled: boolean }).startedUncontrolled),
  ).toBe(true);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
