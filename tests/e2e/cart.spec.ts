import { devices, type Locator, type Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { blockChunk } from './network-faults';

// Catalogue facts the expectations below are worked out from (prices in the catalogue are cents).
const tee = getProductById('2')!; // $34.99, the cheapest; in colours and sizes
// The tee's line (its first variant in stock: a stored line without a variant, or Add to Cart on its
// page, gets it); the line's controls name its options.
const teeLabel = `${tee.name} (Colour: Oat, Size: XS)`;
const book = getProductById('5')!; // $38.99
const laptop = getProductById('7')!; // $1,299.99

type Line = [productId: string, quantity: number];

/**
 * A button named '{label}' plus its product, e.g. 'Remove: Organic Cotton Crew Tee' (the product
 * name is visually hidden text, which Chromium may join with a space before the colon).
 */
const forProduct = (label: string, productName: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(productName)}$`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes the stored cart the way the shop does, then reloads so the shop restores it. */
async function seedCart(page: Page, lines: Line[], saved: string[] = []) {
  await page.goto('/cart');
  await page.evaluate(
    ([cart, savedIds]) => {
      localStorage.setItem('cart', JSON.stringify(cart));
      localStorage.setItem('savedForLater', JSON.stringify(savedIds));
    },
    [lines.map(([productId, quantity]) => ({ productId, quantity })), saved] as const,
  );
  await page.reload();
  await waitForHydration(page);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const cartLines = (page: Page) =>
  page.getByRole('region', { name: 'Items in your cart' }).getByRole('heading', { level: 3 });
const savedRegion = (page: Page) => page.getByRole('region', { name: /^Saved for Later/ });
const summaryRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });
const quantityOf = (page: Page, name: string) => page.getByRole('textbox', { name: `Quantity of ${name}` });
const toastWith = (page: Page, title: string, description: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });

/** Presses Tab until `target` has focus (fails if it is not reachable by keyboard). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

/** Adds a product to the cart from its product page, clicking Add to Cart `times` times. */
async function addFromProductPage(page: Page, product: { id: string; name: string }, times: number) {
  await page.goto(`/product/${product.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const add = page.getByRole('main').getByRole('button', { name: forProduct('Add to Cart', product.name) });
  for (let i = 0; i < times; i += 1) await add.click();
}

test('adding two products (one twice) gives 2 lines, badge 3 and the free-shipping totals', async ({
  page,
  consoleErrors,
}) => {
  await addFromProductPage(page, tee, 2);
  await expect(toastWith(page, 'Added to cart', `${tee.name} has been added to your cart`)).toBeVisible();
  await expect(toastWith(page, 'Updated cart', `Increased quantity of ${tee.name}`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await addFromProductPage(page, book, 1);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toContainText(
    'Cart now has 3 items',
  );
  // The stored cart holds ids (the product's and its variant's) and quantities only.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'))).toEqual([
    { productId: tee.id, variantId: '2-oat-xs', quantity: 2 },
    { productId: book.id, quantity: 1 },
  ]);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLines(page)).toHaveText([tee.name, book.name]);
  await expect(quantityOf(page, teeLabel)).toHaveValue('2');
  await expect(page.getByText('3 items in your cart')).toBeVisible();
  // 2 x $34.99 + $38.99 = $108.97 (> $50: free shipping); tax 8% = $8.7176 -> $8.72.
  await expect(summaryRow(page, 'Subtotal (3 items)')).toContainText('$108.97');
  await expect(summaryRow(page, 'Shipping (Standard)')).toContainText('Free');
  await expect(summaryRow(page, 'Tax (8%)')).toContainText('$8.72');
  await expect(summaryRow(page, 'Total')).toContainText('$117.69');
  await expect(page.getByText(/more for free shipping/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a cart under $50 pays $9.99 shipping and shows how much more is needed', async ({ page }) => {
  await seedCart(page, [[tee.id, 1]]);
  await expect(cartLines(page)).toHaveText([tee.name]);
  await expect(page.getByText('$34.99 each')).toBeVisible();
  // $34.99; tax $2.7992 -> $2.80; total 34.99 + 9.99 + 2.80.
  await expect(summaryRow(page, 'Subtotal (1 item)')).toContainText('$34.99');
  await expect(summaryRow(page, 'Shipping (Standard)')).toContainText('$9.99');
  await expect(summaryRow(page, 'Tax (8%)')).toContainText('$2.80');
  await expect(summaryRow(page, 'Total')).toContainText('$47.78');
  await expect(page.getByText('Add $15.02 more for free shipping')).toBeVisible();
  // The cart prices Standard delivery and says so; faster methods are chosen at checkout.
  await expect(page.getByText(/Shipping here is the standard rate/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
});

test('money shows thousands separators: $1,299.99', async ({ page }) => {
  await seedCart(page, [[laptop.id, 2]]);
  await expect(page.getByText('$1,299.99 each')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items in your cart' })).toContainText('$2,599.98');
  // Tax 8% of $2,599.98 = $207.9984 -> $208.00; total $2,807.98.
  await expect(summaryRow(page, 'Total')).toContainText('$2,807.98');
});

test('quantity 0 removes the line with a toast; Undo puts it back where it was', async ({
  page,
  consoleErrors,
}) => {
  await seedCart(page, [
    [book.id, 1],
    [tee.id, 3],
    [laptop.id, 1],
  ]);
  const input = quantityOf(page, teeLabel);
  await input.fill('0');
  await input.press('Enter');
  await expect(cartLines(page)).toHaveText([book.name, laptop.name]);
  const removed = toastWith(page, 'Removed from cart', `${tee.name} has been removed`);
  await expect(removed).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(cartLines(page)).toHaveText([book.name, tee.name, laptop.name]);
  await expect(quantityOf(page, teeLabel)).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  expect(consoleErrors).toEqual([]);
});

test('the stepper stops at 99 and typed values are validated', async ({ page }) => {
  await seedCart(page, [[tee.id, 98]]);
  const increase = page.getByRole('button', { name: `Increase Quantity of ${teeLabel}` });
  await increase.click();
  await expect(quantityOf(page, teeLabel)).toHaveValue('99');
  await expect(increase).toBeDisabled();
  await quantityOf(page, teeLabel).fill('abc');
  await quantityOf(page, teeLabel).press('Enter');
  await expect(quantityOf(page, teeLabel)).toHaveValue('99');
  await quantityOf(page, teeLabel).fill('7');
  await quantityOf(page, teeLabel).blur();
  await expect(quantityOf(page, teeLabel)).toHaveValue('7');
  await expect(page.getByTestId('cart-count')).toHaveText('7');
});

test('save for later and move back; reload keeps the cart and the saved list', async ({ page }) => {
  await seedCart(page, [
    [tee.id, 2],
    [book.id, 1],
  ]);
  await page.getByRole('button', { name: forProduct('Save for Later', teeLabel) }).click();
  await expect(toastWith(page, 'Saved for later', `${tee.name} has been saved for later`)).toBeVisible();
  await expect(cartLines(page)).toHaveText([book.name]);
  await expect(savedRegion(page).getByRole('heading', { name: 'Saved for Later (1)' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.reload();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveText([book.name]);
  await expect(savedRegion(page).getByRole('link', { name: tee.name })).toBeVisible();

  await savedRegion(page)
    .getByRole('button', { name: forProduct('Move to Cart', teeLabel) })
    .click();
  await expect(toastWith(page, 'Moved to cart', `${tee.name} has been moved to your cart`)).toBeVisible();
  await expect(cartLines(page)).toHaveText([book.name, tee.name]);
  await expect(savedRegion(page)).toHaveCount(0);

  await page.getByRole('button', { name: forProduct('Save for Later', book.name) }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveText([tee.name]);
  await expect(savedRegion(page).getByRole('link', { name: book.name })).toBeVisible();
  await savedRegion(page)
    .getByRole('button', { name: forProduct('Remove', book.name) })
    .click();
  await expect(
    toastWith(page, 'Removed from saved items', `${book.name} has been removed from your saved items`),
  ).toBeVisible();
  await expect(savedRegion(page)).toHaveCount(0);
});

test("the confirmation's code failing to arrive leaves the cart and the page as they were; the next press asks", async ({
  page,
}) => {
  const unblock = await blockChunk(page, 'confirm-dialog');
  await seedCart(page, [[tee.id, 2]]);
  const clear = page.getByRole('button', { name: 'Clear Cart' });
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/confirm-dialog-'));
  await clear.click();
  await failed;
  await expect(clear).toHaveAttribute('aria-expanded', 'false');
  await expect(clear).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(cartLines(page)).toHaveText([tee.name]);

  unblock();
  await clear.click();
  await expect(page.getByRole('alertdialog', { name: 'Clear your cart?' })).toBeVisible();
});

test('Clear Cart asks for confirmation, then empties the cart and keeps saved items', async ({ page }) => {
  await seedCart(page, [[tee.id, 2]], [book.id]);
  const clear = page.getByRole('button', { name: 'Clear Cart', expanded: false });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartLines(page)).toHaveText([tee.name]);

  await clear.click();
  await dialog.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toastWith(page, 'Cart cleared', 'All items have been removed from your cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(savedRegion(page).getByRole('link', { name: book.name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a second tab sees cart changes without reloading', async ({ page, context }) => {
  await seedCart(page, [[tee.id, 1]]);
  const page2 = await context.newPage();
  await page2.goto('/cart');
  await waitForHydration(page2);
  await expect(cartLines(page2)).toHaveText([tee.name]);

  await page.getByRole('button', { name: `Increase Quantity of ${teeLabel}` }).click();
  await expect(quantityOf(page2, teeLabel)).toHaveValue('2');
  await expect(page2.getByTestId('cart-count')).toHaveText('2');

  await page.getByRole('button', { name: forProduct('Save for Later', teeLabel) }).click();
  await expect(page2.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(savedRegion(page2).getByRole('link', { name: tee.name })).toBeVisible();
  await expect(page2.getByTestId('cart-count')).toHaveCount(0);

  // And back the other way.
  await savedRegion(page2)
    .getByRole('button', { name: forProduct('Move to Cart', teeLabel) })
    .click();
  await expect(cartLines(page)).toHaveText([tee.name]);
  await page2.close();
});

test('corrupt stored data is removed and the cart starts empty', async ({ page, consoleErrors }) => {
  await page.goto('/cart');
  await page.evaluate(() => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('savedForLater', '{"a":1}');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('savedForLater')]),
  ).toEqual([null, null]);
  expect(consoleErrors).toEqual([]);
});

test('a stored cart whose products cannot be loaded says so on /cart and /checkout; Try Again loads them', async ({
  page,
}) => {
  await page.route('**/data/products/*.json', (route) => route.abort('internetdisconnected'));
  await seedCart(page, [['2', 1]]);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Products could not be loaded');
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toBeHidden();

  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(status).toHaveText('Products could not be loaded');

  await page.unroute('**/data/products/*.json');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveText([tee.name]);
});

test('the whole cart page works with the keyboard alone', async ({ page, consoleErrors }) => {
  await seedCart(page, [
    [tee.id, 1],
    [book.id, 1],
  ]);
  await page.locator('body').focus();

  // Stepper button, then a typed quantity.
  const increase = page.getByRole('button', { name: `Increase Quantity of ${teeLabel}` });
  await tabTo(page, increase);
  await expect(increase).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(quantityOf(page, teeLabel)).toHaveValue('2');
  await page.keyboard.press('Shift+Tab');
  await expect(quantityOf(page, teeLabel)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(quantityOf(page, teeLabel)).toHaveValue('5');
  await expect(page.getByTestId('cart-count')).toHaveText('6');

  // Save for later with Space: focus stays in the list (on the next line).
  await tabTo(page, page.getByRole('button', { name: forProduct('Save for Later', teeLabel) }));
  await page.keyboard.press('Space');
  await expect(cartLines(page)).toHaveText([book.name]);
  await expect(page.getByRole('link', { name: book.name })).toBeFocused();

  // Move it back.
  await tabTo(page, savedRegion(page).getByRole('button', { name: forProduct('Move to Cart', teeLabel) }));
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveText([book.name, tee.name]);

  // Remove, then Undo from the toast (Alt+T focuses the notifications).
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.getByRole('button', { name: forProduct('Remove', book.name) }));
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveText([tee.name]);
  await expect(page.getByRole('link', { name: tee.name })).toBeFocused();
  await page.keyboard.press('Alt+KeyT');
  await tabTo(page, toastWith(page, 'Removed from cart', book.name).getByRole('button', { name: 'Undo' }));
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveText([book.name, tee.name]);

  // Proceed to Checkout is reachable from the cart's lines and works. (The toast that held the
  // focus is gone, and where Tab goes from a removed toast depends on when it went: start from a line.)
  await page.getByRole('link', { name: tee.name }).focus();
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goBack();
  await expect(cartLines(page)).toHaveText([book.name, tee.name]);

  // Clear Cart: Escape cancels, Enter on the confirm button clears.
  await page.locator('body').focus();
  const clear = page.getByRole('button', { name: 'Clear Cart', expanded: false });
  await tabTo(page, clear);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Clear Cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Your Cart is Empty');

  const continueShopping = page.getByRole('main').getByRole('link', { name: 'Continue Shopping' });
  await tabTo(page, continueShopping);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  expect(consoleErrors).toEqual([]);
});

/** axe on the empty cart, then on a cart with two lines and a saved item. */
async function expectNoAxeViolationsEmptyAndFull(page: Page, label: string) {
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expectNoAxeViolations(page, `empty cart${label}`);
  await seedCart(
    page,
    [
      [tee.id, 1],
      [laptop.id, 1],
    ],
    [book.id],
  );
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Clear Cart', expanded: false })).toBeVisible();
  await expectNoAxeViolations(page, `full cart${label}`);
}

test('no axe violations on the empty and the full cart (desktop)', async ({ page }) => {
  await expectNoAxeViolationsEmptyAndFull(page, '');
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('no axe violations on the empty and the full cart, and nothing overflows', async ({ page }) => {
    await expectNoAxeViolationsEmptyAndFull(page, ', mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('before hydration the prerendered cart and checkout show the empty state only to a shopper with nothing stored', async ({
  page,
}) => {
  await page.goto('/cart');
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    const empty = page.getByRole('heading', {
      name: path === '/cart' ? 'Your Cart is Empty' : 'No Items to Checkout',
    });
    await expect(empty).toBeVisible();
    await expect(page.getByText(/Loading your cart/)).toBeHidden();
  }
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: '2', quantity: 1 }])));
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: /Loading your cart/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your Cart is Empty|No Items to Checkout/ })).toBeHidden();
  }
  await page.unroute('**/assets/*.js');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveText([tee.name]);
});

test('a first visit never loads the storage validators; a stored cart loads them and comes back', async ({
  page,
}) => {
  const validators: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(?:cart|user)-persistence-[\w-]+\.js$/.test(request.url())) validators.push(request.url());
  });
  for (const path of ['/', '/products', '/product/1', '/cart']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  expect(validators).toEqual([]);

  await addFromProductPage(page, tee, 2);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(validators.some((url) => url.includes('/cart-persistence-'))).toBe(true);
  expect(validators.some((url) => url.includes('/user-persistence-'))).toBe(false);
});
