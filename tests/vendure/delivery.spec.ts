// The delivery methods at checkout are those Vendure says are eligible for the order.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { openCheckoutWithCart, placeOrder, submitOrder, toast } from '../e2e/checkout-helpers';
import { orderByCode, setOrderMinimum, setShippingRate } from './admin-api';

const methods = (page: Page) => page.getByRole('group', { name: 'Delivery method' }).getByRole('radio');

test("checkout offers Vendure's eligible shipping methods; a chosen one no longer offered gives way", async ({
  page,
}) => {
  await openCheckoutWithCart(page, [{ productId: '11', quantity: 1 }]);
  await expect(methods(page)).toHaveCount(3);
  await page.getByRole('radio', { name: /^Next-Day/ }).check();

  // The shop's staff make Next-Day eligible only for orders above $100,000.
  await setOrderMinimum('next-day', 10_000_000);
  try {
    // To the cart and back: the checkout asks again, and keeps what was entered but the method.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('radio', { name: /^Next-Day/ })).toHaveCount(0);
    await expect(methods(page)).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Express/ })).toHaveCount(1);

    await page.getByRole('radio', { name: /^Express/ }).check();
    await placeOrder(page);
    const code = await page.getByRole('main').locator('strong.font-mono').first().textContent();
    const order = await orderByCode(code ?? '');
    expect(order?.shippingLines.map((l) => l.shippingMethod.code)).toEqual(['express']);
    expect(order?.shippingWithTax).toBe(999);
  } finally {
    await setOrderMinimum('next-day', 0);
  }
});

test('a delivery price changed on the server since the build is told once, then charged and shown', async ({
  page,
}) => {
  // The shop's staff raise Express from $9.99 to $14.99.
  await setShippingRate('express', 1499);
  try {
    await openCheckoutWithCart(page, [{ productId: '11', quantity: 1 }]);
    await page.getByRole('radio', { name: /^Express/ }).check();
    await submitOrder(page);
    await expect(toast(page, 'Delivery Price Changed')).toBeVisible();
    await expect(
      page.getByText(
        'Express delivery now costs $14.99. Place your order again to pay this price, or choose another delivery method.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    const code = await page.getByRole('main').locator('strong.font-mono').first().textContent();
    const order = await orderByCode(code ?? '');
    // $79.99 + $14.99 Express + 8 % tax on the items ($6.40) = $101.38: charged, and what is shown.
    expect(order?.shippingWithTax).toBe(1499);
    expect(order?.totalWithTax).toBe(10138);
    await expect(page.getByRole('main').getByText('$101.38').first()).toBeVisible();
  } finally {
    await setShippingRate('express', 999);
  }
});
