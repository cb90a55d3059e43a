// The cart as Vendure's active order: it follows the signed-in customer to another browser, and
// with the server out of reach it keeps what the shopper added and says it will sync; a session the
// server no longer knows signs the shopper out on any page.
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { toast } from '../e2e/checkout-helpers';
import { signIn } from './accounts';
import { activeOrderOf } from './admin-api';

const shopApi = process.env.VENDURE_SHOP_API ?? 'http://127.0.0.1:3101/shop-api';
const cartLines = (page: Page) =>
  page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');

async function signInAsDemo(page: Page) {
  await signIn(page, 'demo@example.com', 'demo1234');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' }),
  ).toBeVisible();
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
}

test("the signed-in customer's cart follows them to another browser", async ({ page, browser }) => {
  await signInAsDemo(page);
  await addToCart(page, '5');
  await expect.poll(() => activeOrderOf('demo@example.com')).toEqual([['5', 1]]);

  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await signInAsDemo(elsewhere);
    await elsewhere.goto('/cart');
    await waitForHydration(elsewhere);
    await expect(cartLines(elsewhere)).toHaveCount(1);
    await expect(cartLines(elsewhere)).toContainText('The Quiet Atlas');
  } finally {
    await other.close();
  }
});

test('with the server out of reach the cart keeps what was added and says it will sync', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.route(shopApi, (route) => route.abort('connectionrefused'));
  await addToCart(page, '22');
  await expect(toast(page, 'Cart Not Synced')).toBeVisible();
  await expect(
    page.getByText(
      'The shop could not be reached. Your cart is kept on this device and will sync when the shop can be reached.',
    ),
  ).toBeVisible();
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartLines(page).filter({ hasText: 'Kaolin Clay Detox Mask' })).toHaveCount(1);
  // Back in reach: the next change sends the whole cart.
  await page.unroute(shopApi);
  await page.getByRole('textbox', { name: /^Quantity of Kaolin Clay Detox Mask/ }).fill('2');
  await page.getByRole('textbox', { name: /^Quantity of Kaolin Clay Detox Mask/ }).blur();
  await expect.poll(() => activeOrderOf('demo@example.com')).toContainEqual(['22', 2]);
});

test('a change made while the shop is still being asked says it will sync once the asking fails', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The read of the session's order is held until the change has been made and its moment has
  // passed, then fails: the order a slow connection gives.
  const held: Route[] = [];
  await page.route(shopApi, (route) => void held.push(route));
  await page.clock.install();
  await addToCart(page, '14');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, [1-9]/ })).toBeVisible();
  await page.clock.runFor(1000);
  expect(held.length).toBeGreaterThan(0);
  await page.clock.resume();
  await Promise.all(held.map((route) => route.abort('connectionrefused')));
  await expect(toast(page, 'Cart Not Synced')).toBeVisible();
});

test('a shopper whose session the server no longer knows is signed out on the next page, the cart kept', async ({
  page,
}) => {
  await signInAsDemo(page);
  await addToCart(page, '3');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, [1-9]/ })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('vendureToken', 'expired-or-revoked'));
  await page.goto('/products');
  await waitForHydration(page);
  await expect(toast(page, 'Session Expired')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartLines(page).filter({ hasText: 'Ceramic Pour-Over Coffee Set' })).toHaveCount(1);
});
