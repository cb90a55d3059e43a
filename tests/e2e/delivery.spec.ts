// Delivery methods at checkout: Standard by default, Express and Next-Day for a price, each with
// its dates; the choice reaches the totals, the review step, the confirmation and /orders.
// The shopper's clock is fixed (Monday 2026-11-23, 10 AM in Chicago) so the dates are known.
import type { Page } from '@playwright/test';
import { currentStep, fillShipping, next, openCheckoutWithCart } from './checkout-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ timezoneId: 'America/Chicago' });

const MONDAY_10AM = '2026-11-23T10:00:00-06:00';

/** 2 x Organic Cotton Crew Tee ($34.99): subtotal $69.98 (Standard ships free), tax $5.60. */
const CART = [{ productId: '2', quantity: 2 }];

const METHODS = [
  { name: 'Standard', price: 'Free', total: '$75.58', arrives: 'Mon, Nov 30 – Wed, Dec 2' },
  { name: 'Express', price: '$9.99', total: '$85.57', arrives: 'Wed, Nov 25 – Thu, Nov 26' },
  { name: 'Next-Day', price: '$19.99', total: '$95.57', arrives: 'Tue, Nov 24' },
] as const;

async function openAt(page: Page, time: string) {
  await page.clock.setFixedTime(new Date(time));
  await openCheckoutWithCart(page, CART);
}

const deliveryGroup = (page: Page) => page.getByRole('group', { name: 'Delivery method' });
const method = (page: Page, name: string) =>
  deliveryGroup(page).getByRole('radio', { name: new RegExp(`^${name}`) });
const summaryRow = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });

for (const [index, option] of METHODS.entries()) {
  test(`${option.name} delivery: its price in the totals, its dates, on the confirmation and in /orders`, async ({
    page,
    consoleErrors,
  }) => {
    // One order per test, each at its own instant (the order number is made from the time).
    await openAt(page, MONDAY_10AM.replace(':00:00', `:0${index}:00`));
    await expect(method(page, 'Standard')).toBeChecked();
    await expect(summaryRow(page, 'Shipping (Standard)')).toContainText('Free');
    await expect(summaryRow(page, 'Total')).toContainText('$75.58');

    const choice = method(page, option.name);
    await expect(choice).toHaveAccessibleName(
      new RegExp(`${option.price.replace('$', '\\$')}.*Arrives ${option.arrives}$`),
    );
    await choice.check();
    await expect(summaryRow(page, `Shipping (${option.name})`)).toContainText(option.price);
    await expect(summaryRow(page, 'Total')).toContainText(option.total);

    await fillShipping(page);
    await next(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await next(page);
    await expect(currentStep(page)).toContainText('Review');
    const main = page.getByRole('main');
    await expect(main.getByText(`${option.name} (${option.price})`)).toBeVisible();
    await expect(main.getByText(`Arrives ${option.arrives}`)).toBeVisible();

    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
      timeout: 10_000,
    });
    const delivery = main.getByRole('heading', { level: 2, name: 'Delivery' }).locator('..');
    await expect(delivery).toContainText(`${option.name} (${option.price})`);
    await expect(delivery).toContainText(`Arrives ${option.arrives}`);
    await expect(main.getByText(`Shipping (${option.name})`, { exact: true })).toBeVisible();
    const orderNumber = (await main.locator('strong.font-mono').textContent()) ?? '';

    await page.getByRole('link', { name: 'View Order History' }).click();
    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(order).toContainText(`${option.name} (${option.price})`);
    await expect(order).toContainText(option.total);
    expect(consoleErrors).toEqual([]);
  });
}

test('Next-Day after 2 PM on a Friday, or on a weekend, arrives the Tuesday after', async ({ page }) => {
  await openAt(page, '2026-11-27T15:00:00-06:00');
  await expect(method(page, 'Next-Day')).toHaveAccessibleName(/Arrives Tue, Dec 1$/);
  await expect(method(page, 'Express')).toHaveAccessibleName(/Arrives Tue, Dec 1 – Wed, Dec 2$/);

  await page.clock.setFixedTime(new Date('2026-11-28T09:00:00-06:00'));
  await page.reload();
  await expect(method(page, 'Next-Day')).toHaveAccessibleName(/Arrives Tue, Dec 1$/);
  await expect(method(page, 'Standard')).toHaveAccessibleName(/Arrives Mon, Dec 7 – Wed, Dec 9$/);
});

test('the delivery method is a radio group the keyboard works, with no axe violations', async ({ page }) => {
  await openAt(page, MONDAY_10AM);
  const standard = method(page, 'Standard');
  await standard.focus();
  await page.keyboard.press('ArrowDown');
  await expect(method(page, 'Express')).toBeChecked();
  await expect(method(page, 'Express')).toBeFocused();
  await expect(summaryRow(page, 'Total')).toContainText('$85.57');
  await page.keyboard.press('ArrowDown');
  await expect(method(page, 'Next-Day')).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(method(page, 'Express')).toBeChecked();
  // Tab leaves the group for the step's buttons (one stop per group).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to Cart' })).toBeFocused();
  await expectNoAxeViolations(page, 'shipping step, Express chosen');

  await fillShipping(page);
  await next(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await next(page);
  await expect(currentStep(page)).toContainText('Review');
  await expectNoAxeViolations(page, 'review step with the delivery method');
  await page.getByRole('button', { name: 'Edit delivery method' }).click();
  await expect(method(page, 'Express')).toBeChecked();
});
