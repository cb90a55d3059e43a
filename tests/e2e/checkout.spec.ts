import type { Locator, Page } from '@playwright/test';
import {
  CARD,
  currentStep,
  field,
  fillCard,
  fillShipping,
  next,
  openCheckoutWithCart,
  SHIPPING,
  toast,
} from './checkout-helpers';
import {
  collectCspViolations,
  cspViolations,
  expect,
  expectNoAxeViolations,
  storageSnapshot,
  test,
  waitForHydration,
} from './fixtures';
import { toastsRendered } from './waits';
import { blockChunk } from './network-faults';

/** Strings that must never reach storage, the URL or the console. */
const SECRETS = [CARD.number, CARD.number.replace(/\s/g, ''), CARD.cvv];

/** Every console message of every type, and every URL the page visits. */
function watchLeaks(page: Page) {
  const messages: string[] = [];
  const urls: string[] = [];
  page.on('console', (msg) => messages.push(msg.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return { messages, urls };
}

async function expectNoSecrets(page: Page, leaks: ReturnType<typeof watchLeaks>) {
  const stored = Object.entries(await storageSnapshot(page)).map(([key, value]) => `${key}=${value}`);
  const where = await page.evaluate(() => [location.href, document.cookie]);
  const everything = [...stored, ...where, ...leaks.messages, ...leaks.urls].join('\n');
  for (const secret of SECRETS) expect(everything, `"${secret}" leaked`).not.toContain(secret);
}

/**
 * Waits until earlier toasts have gone, so axe does not measure one halfway through its exit
 * animation (a fading toast blends with the page; a settled one is checked where it shows).
 */
async function waitForToastsToClear(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Axe once every toast on screen has finished its entrance: a toast caught mid-fade blends with
 * the page and reads as low contrast. (Toasts are checked as they finally show.)
 */
async function expectNoAxeViolationsSettled(page: Page, context: string) {
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .evaluateAll((toasts) =>
          toasts.every(
            (toast) =>
              toast.getAttribute('data-removed') === 'false' &&
              toast.getAttribute('data-mounted') === 'true' &&
              getComputedStyle(toast).opacity === '1',
          ),
        ),
    )
    .toBe(true);
  await expectNoAxeViolations(page, context);
}

test('a guest buys with a card: step checks, confirmation, empty cart, order history, no leaked card data', async ({
  page,
  consoleErrors,
}) => {
  // Seven axe runs on a shared machine: give the journey room.
  test.setTimeout(120_000);
  const leaks = watchLeaks(page);
  await collectCspViolations(page);
  await openCheckoutWithCart(page, [{ productId: '1', quantity: 2 }]);
  await expect(currentStep(page)).toContainText('Shipping');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Qty: 2');
  await expect(summary).toContainText('Total');
  await expectNoAxeViolations(page, 'shipping step');

  // Shipping: empty Next.
  await next(page);
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(field(page, 'First name')).toBeFocused();
  await expect(field(page, 'ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('ZIP code is required')).toBeVisible();
  await expectNoAxeViolationsSettled(page, 'shipping step with errors');

  await fillShipping(page);
  await next(page);
  await expect(currentStep(page)).toContainText('Payment');
  await expect(page.getByRole('heading', { level: 2, name: /Payment Details/ })).toBeFocused();

  // Payment: empty card fields (one toast at a time, so none is mid-animation under axe).
  await waitForToastsToClear(page);
  await next(page);
  await expect(toast(page, 'Payment Information Required')).toBeVisible();
  await expect(page.getByText('Please complete all payment fields')).toBeVisible();
  await expect(field(page, 'Card number')).toBeFocused();
  await expect(field(page, 'Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(field(page, 'Card number')).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolationsSettled(page, 'payment step with errors');

  await fillCard(page);
  await expectNoSecrets(page, leaks);
  await next(page);

  // Review: the card shows only its last 4.
  await expect(currentStep(page)).toContainText('Review');
  await expect(page.getByText('Card ending 1234')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('4111');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await waitForToastsToClear(page);
  await expectNoAxeViolations(page, 'review step');

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  await expect(toast(page, 'Terms Required')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeFocused();
  await expectNoAxeViolationsSettled(page, 'review step with the terms error');

  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await placeOrder.click();
  const processing = page.getByRole('button', { name: 'Processing...' });
  await expect(processing).toBeVisible();
  await expect(processing).toBeDisabled();
  await expectNoSecrets(page, leaks);

  // Confirmation.
  await expect(page).toHaveURL(/\/order-success$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await expect(toast(page, 'Order placed!')).toBeVisible();
  const orderNumber = (await page.locator('main strong.font-mono').textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-\d{8}$/);
  await expect(page.getByText(`Your order ${orderNumber} has been placed.`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Processing');
  await expect(page.getByText(/A confirmation email has been sent to ada@example.com/)).toBeVisible();
  await expect(page.getByText('Card ending 1234')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await expectNoAxeViolationsSettled(page, '/order-success');

  // Order history (in memory: followed by a link, not a reload).
  await page.getByRole('link', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('Processing');
  await expect(order).toContainText('2 items');
  await waitForToastsToClear(page);
  await expectNoAxeViolations(page, '/orders');
  // The step checks (zod) ran on this page without tripping the Content-Security-Policy.
  expect(await cspViolations(page)).toEqual([]);

  // The checkout starts over without the card.
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No Items to Checkout' })).toBeVisible();
  await expectNoSecrets(page, leaks);
  expect(consoleErrors).toEqual([]);
});

test('a malformed email at step 1 gets its own message and focus, not Missing Information', async ({
  page,
}) => {
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await field(page, 'Email').fill('ada@example');
  await next(page);
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
  await expect(currentStep(page)).toContainText('Shipping');
  // The step raises its toast as it moves focus to the first invalid field (seen above): once the
  // toasts asked for so far have rendered, a 'Missing Information' would be there.
  await toastsRendered(page);
  // Counted once: a retrying toHaveCount(0) would pass when the toast leaves (5 s later).
  expect(await toast(page, 'Missing Information').count()).toBe(0);

  await field(page, 'Email').fill('ada@example.com');
  await next(page);
  await expect(currentStep(page)).toContainText('Payment');
});

test('a card saved at checkout is offered at the next checkout of the visit, and can be forgotten', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await fillCard(page);
  await page.getByRole('checkbox', { name: 'Save payment method' }).check();
  await next(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });

  // The next order in the same visit (links only: the saved card lives for the visit).
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Organic Cotton Crew Tee' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await next(page);
  const saved = page.getByRole('radio', { name: 'Card ending in 1234' });
  await expect(saved).toBeChecked();
  await expect(field(page, 'Card number')).toHaveCount(0);
  await next(page);
  await expect(currentStep(page)).toContainText('Review');
  await expect(page.getByRole('main').getByText('Card ending 1234')).toBeVisible();

  await page.getByRole('button', { name: 'Edit payment method' }).click();
  await page.getByRole('button', { name: 'Forget card ending in 1234' }).click();
  await expect(saved).toHaveCount(0);
  await expect(field(page, 'Card number')).toBeVisible();
  await next(page);
  await expect(toast(page, 'Payment Information Required')).toBeVisible();
  await expectNoSecrets(page, watchLeaks(page));
});

test('PayPal needs no card fields', async ({ page }) => {
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(field(page, 'Card number')).toHaveCount(0);
  await next(page);
  await expect(currentStep(page)).toContainText('Review');
  await expect(page.getByRole('main').getByText('PayPal', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('main').getByText('PayPal', { exact: true })).toBeVisible();
});

test('unticking billing same as shipping requires the billing address', async ({ page }) => {
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await fillCard(page);
  await page.getByRole('checkbox', { name: 'Billing address same as shipping' }).uncheck();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel(/^First name/)).toHaveAttribute('autocomplete', 'billing given-name');

  await next(page);
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(billing.getByLabel(/^First name/)).toBeFocused();
  await expect(billing.getByText('City is required')).toBeVisible();
  await expect(currentStep(page)).toContainText('Payment');
  await expectNoAxeViolationsSettled(page, 'billing form with errors');

  await billing.getByLabel(/^First name/).fill('Bill');
  await billing.getByLabel(/^Last name/).fill('Payer');
  await billing.getByLabel(/^Email/).fill('bill@example.com');
  await billing.getByLabel(/^Phone/).fill('555-0199');
  await billing.getByLabel(/^Address\s*\*?$/).fill('9 Side Rd');
  await billing.getByLabel(/^City/).fill('Shelbyville');
  await billing.getByLabel(/^State/).fill('IL');
  await billing.getByLabel(/^ZIP code/).fill('62565');
  await next(page);
  await expect(currentStep(page)).toContainText('Review');
  await expect(page.getByRole('main')).toContainText('9 Side Rd');
});

test('double-clicking Place Order places exactly one order', async ({ page }) => {
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await fillCard(page);
  await next(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed!' })).toHaveCount(1);
  await page.getByRole('link', { name: 'View Order History' }).click();
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('article')).toHaveCount(1);
});

test('details survive going back to the cart and returning', async ({ page }) => {
  const leaks = watchLeaks(page);
  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await field(page, 'Card number').fill(CARD.number);
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectNoSecrets(page, leaks);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(currentStep(page)).toContainText('Payment');
  await expect(field(page, 'Card number')).toHaveValue(CARD.number);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await expect(field(page, 'ZIP code')).toHaveValue('62701');

  // A reload forgets everything (memory only).
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'First name')).toHaveValue('');
});

test('the whole checkout works with the keyboard alone', async ({ page }) => {
  await openCheckoutWithCart(page);
  const kb = page.keyboard;

  /** Presses Tab until `target` has focus (fails after 60 presses). */
  async function tabTo(target: Locator) {
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await kb.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  await tabTo(field(page, 'First name'));
  for (const [label, value] of Object.entries(SHIPPING)) {
    await tabTo(field(page, label));
    await kb.type(value);
  }
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Payment Details/ })).toBeFocused();

  await tabTo(field(page, 'Card number'));
  await kb.type(CARD.number);
  await kb.press('Tab');
  await kb.type(CARD.expiry);
  await kb.press('Tab');
  await kb.type(CARD.cvv);
  await kb.press('Tab');
  await kb.type(CARD.name);
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /Review Your Order/ })).toBeFocused();

  const terms = page.getByRole('checkbox', { name: /I accept the/ });
  await tabTo(terms);
  await kb.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page.getByRole('button', { name: 'Place Order' }));
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeFocused();
});

test('an empty cart has nothing to check out', async ({ page }) => {
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No Items to Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('/order-success with no order this visit says so and links to the products', async ({ page }) => {
  await page.goto('/order-success');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No Recent Order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expectNoAxeViolations(page, '/order-success fallback');
});

test('/orders shows the sample orders once signed in, with status in words', async ({ page }) => {
  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: '1',
        name: 'Demo User',
        email: 'demo@example.com',
        avatar: '/images/avatars/demo-user.svg',
      }),
    ),
  );
  await page.reload();
  await waitForHydration(page);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText('ORD-31877420');
  await expect(orders.nth(0)).toContainText('Shipped');
  await expect(orders.nth(1)).toContainText('Delivered');
  await expect(orders.nth(1)).toContainText('3 items');
  await expectNoAxeViolations(page, '/orders signed in');
});

test("the form's code failing to arrive says so with Try Again, keeps the cart, and Try Again brings the form", async ({
  page,
}) => {
  const unblock = await blockChunk(page, 'checkout-flow');
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: '1', quantity: 2 }])));
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The checkout could not be loaded');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectNoAxeViolations(page, '/checkout, its form not downloaded');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"quantity":2');

  unblock();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Shipping Information/ })).toBeVisible();
  await expect(page.getByText('The checkout could not be loaded')).toHaveCount(0);
});
