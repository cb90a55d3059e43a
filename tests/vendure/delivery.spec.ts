// The delivery methods at checkout are those Vendure says are eligible for the order.
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { openCheckoutWithCart, placeOrder } from '../e2e/checkout-helpers';
import { orderByCode, setOrderMinimum } from './admin-api';

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
