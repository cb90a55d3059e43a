// The checkout journey's shared steps: a stored cart, the shipping and card details, the step
// markers and toasts, as the checkout and delivery specs use them.
import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

export const CARD = { number: '4111 1111 1111 1234', expiry: '12/30', cvv: '9731', name: 'Ada Lovelace' };

export const SHIPPING = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Phone: '555-0100',
  Address: '1 Main St',
  City: 'Springfield',
  State: 'IL',
  'ZIP code': '62701',
} as const;

/** Puts these lines (product 1 by default) in the stored cart, then opens the checkout. */
export async function openCheckoutWithCart(
  page: Page,
  lines: { productId: string; variantId?: string; quantity: number }[] = [{ productId: '1', quantity: 1 }],
) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: /Shipping Information/ })).toBeVisible();
}

export function field(page: Page, label: string): Locator {
  const exact = label === 'Address' ? /^Address\s*\*?$/ : new RegExp(`^${label}`);
  return page.getByLabel(exact);
}

export async function fillShipping(page: Page) {
  for (const [label, value] of Object.entries(SHIPPING)) await field(page, label).fill(value);
}

export async function fillCard(page: Page) {
  await field(page, 'Card number').fill(CARD.number);
  await field(page, 'Expiry date').fill(CARD.expiry);
  await field(page, 'CVV').fill(CARD.cvv);
  await field(page, 'Name on card').fill(CARD.name);
}

export function currentStep(page: Page): Locator {
  return page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]');
}

export function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** From checkout's first step: every step filled in, then Place Order pressed. */
export async function submitOrder(page: Page) {
  await fillShipping(page);
  await next(page);
  await fillCard(page);
  await next(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** From checkout's first step: every step filled in, the order placed, its confirmation shown. */
export async function placeOrder(page: Page) {
  await submitOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
}
