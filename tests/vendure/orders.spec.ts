// Real orders on Vendure: the shop built with LUMINA_BACKEND=vendure against a server started by
// scripts/test-vendure.mjs, each order then read back through Vendure's Admin API.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { openCheckoutWithCart, placeOrder, SHIPPING, submitOrder, toast } from '../e2e/checkout-helpers';
import { customerByEmail, orderByCode, saleableStock, setPrice, setStockOnHand } from './admin-api';

const shopApi = process.env.VENDURE_SHOP_API ?? 'http://127.0.0.1:3101/shop-api';

/** The order number the confirmation shows. */
async function confirmedNumber(page: Page): Promise<string> {
  const code = await page.getByRole('main').locator('strong.font-mono').first().textContent();
  expect(code).toMatch(/^[A-Z0-9]{16}$/);
  return code ?? '';
}

test("a guest's order is placed on Vendure with its lines, address, delivery and total, and stock goes down", async ({
  page,
}) => {
  const before = await saleableStock('1-sand');
  await openCheckoutWithCart(page, [
    { productId: '1', variantId: '1-sand', quantity: 2 },
    { productId: '5', quantity: 1 },
  ]);
  await placeOrder(page);
  const code = await confirmedNumber(page);
  await expect(toast(page, 'Order placed!')).toBeVisible();
  await expect(page.getByText(`Your order ${code} has been placed.`)).toBeVisible();

  const order = await orderByCode(code);
  expect(order?.state).toBe('PaymentSettled');
  expect(order?.customer?.emailAddress).toBe(SHIPPING.Email);
  expect(order?.lines.map((l) => [l.productVariant.sku, l.quantity])).toEqual([
    ['1-sand', 2],
    ['5', 1],
  ]);
  expect(order?.shippingAddress).toMatchObject({
    fullName: 'Ada Lovelace',
    streetLine1: SHIPPING.Address,
    city: SHIPPING.City,
    postalCode: SHIPPING['ZIP code'],
    countryCode: 'US',
  });
  expect(order?.shippingLines.map((l) => l.shippingMethod.code)).toEqual(['standard']);
  // 2 x $249.99 + $38.99 = $538.97, Standard free above $50, 8% tax: what the confirmation shows too.
  expect(order?.subTotal).toBe(53897);
  expect(order?.shippingWithTax).toBe(0);
  expect(order?.totalWithTax).toBe(58209);
  await expect(page.getByRole('main').getByText('$582.09').first()).toBeVisible();
  // The payment is the test method's, with nothing of the card in it.
  expect(order?.payments.map((p) => [p.method, p.state])).toEqual([['test-payment', 'Settled']]);
  expect(JSON.stringify(order?.payments)).not.toContain('4111');
  expect(await saleableStock('1-sand')).toBe(before - 2);
});

test('an item sold out since the page was built is named, with the cart as the way on; nothing is lost', async ({
  page,
}) => {
  await setStockOnHand('14', 0);
  try {
    await openCheckoutWithCart(page, [{ productId: '14', quantity: 1 }]);
    await submitOrder(page);
    await expect(toast(page, 'Sold Out')).toBeVisible();
    await expect(
      page.getByText('ProGrip Yoga Mat has just sold out. Remove it from your cart, then place your order.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"14"');
    await page.getByRole('button', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'ProGrip Yoga Mat' })).toBeVisible();
  } finally {
    await setStockOnHand('14', 100);
  }
});

test('a price changed since the page was built is told with the new price; the same press again buys at it', async ({
  page,
}) => {
  await setPrice('11', 8450);
  try {
    await openCheckoutWithCart(page, [{ productId: '11', quantity: 2 }]);
    await submitOrder(page);
    await expect(toast(page, 'Price Changed')).toBeVisible();
    await expect(
      page.getByText(
        'Wireless Charging Desk Lamp now costs $84.50. Place your order again to buy it at this price, or remove it from your cart.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    const order = await orderByCode(await confirmedNumber(page));
    // 2 x $84.50 = $169.00, Standard free above $50, 8% tax: charged, and what the confirmation shows.
    expect(order?.subTotal).toBe(16900);
    expect(order?.totalWithTax).toBe(18252);
    await expect(page.getByRole('main').getByText('$182.52').first()).toBeVisible();
  } finally {
    await setPrice('11', 7999);
  }
});

test('with the server down the order is not placed, says so, and keeps the cart and the form', async ({
  page,
}) => {
  await openCheckoutWithCart(page, [{ productId: '3', quantity: 1 }]);
  await page.route(shopApi, (route) => route.abort('connectionrefused'));
  await submitOrder(page);
  await expect(toast(page, 'Order Not Placed')).toBeVisible();
  await expect(
    page.getByText(
      'The shop could not be reached, so nothing was ordered or charged. Your cart is kept: please try again.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"3"');
  // The server back, the same press places it.
  await page.unroute(shopApi);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  expect((await orderByCode(await confirmedNumber(page)))?.lines[0]?.productVariant.sku).toBe('3');
});

test('registration makes a Vendure customer, signed in at once; the demo account signs in and orders as itself', async ({
  page,
}) => {
  const email = `grace-${Date.now()}@example.com`;
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cobol1959');
  await page.getByLabel('Confirm Password').fill('cobol1959');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Grace Hopper)' }),
  ).toBeVisible();
  expect(await customerByEmail(email)).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  // No password is kept in the browser: only Vendure's session token.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('cobol1959');

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' }),
  ).toBeVisible();
  await openCheckoutWithCart(page, [{ productId: '22', quantity: 1 }]);
  await placeOrder(page);
  const code = await confirmedNumber(page);
  expect((await orderByCode(code))?.customer?.emailAddress).toBe('demo@example.com');

  // The order history is the customer's Vendure orders: after a reload (this visit's orders are
  // kept in memory only) it is there, newest first, and the demo's sample orders are not.
  await page.goto('/orders');
  await waitForHydration(page);
  const rows = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(rows.first()).toContainText(code);
  await expect(page.getByRole('main')).not.toContainText('ORD-');

  // A session the server no longer knows: signed out cleanly, told so, the cart kept.
  await page.evaluate(() => localStorage.setItem('vendureToken', 'expired-or-revoked'));
  await page.reload();
  await waitForHydration(page);
  await expect(toast(page, 'Session Expired')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('main')).not.toContainText(code);
});
