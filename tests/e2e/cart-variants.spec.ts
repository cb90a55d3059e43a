import type { Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { fillCard, fillShipping, next, openCheckoutWithCart } from './checkout-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The tee (product 2) comes in colours and sizes; its first variant in stock is Oat, XS. The sheet
// set (9) comes in sizes at their own prices: King $219.99.
const tee = getProductById('2')!;
const sheets = getProductById('9')!;

type StoredLine = { productId: string; variantId?: string; quantity: number };

const cartLines = (page: Page) =>
  page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as StoredLine[] | null);

/** Writes `cart` (and `savedForLater`) as a returning shopper has them, then opens /cart. */
async function openCartWith(page: Page, lines: StoredLine[], saved?: unknown[]) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(
    ([cart, savedItems]) => {
      localStorage.setItem('cart', JSON.stringify(cart));
      if (savedItems) localStorage.setItem('savedForLater', JSON.stringify(savedItems));
    },
    [lines, saved] as const,
  );
  await page.goto('/cart');
  await waitForHydration(page);
}

/** Add to Cart on the product's page (it adds the variant the page shows: its first in stock). */
async function addFromProductPage(page: Page, productId: string, times: number) {
  await page.goto(`/product/${productId}`);
  await waitForHydration(page);
  const add = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first();
  for (let i = 0; i < times; i += 1) await add.click();
}

test('the same size added twice is one line of quantity 2, named by its options', async ({
  page,
  consoleErrors,
}) => {
  await addFromProductPage(page, tee.id, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await storedCart(page)).toEqual([{ productId: '2', variantId: '2-oat-xs', quantity: 2 }]);

  await cartLink(page).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText('Colour: Oat, Size: XS');
  await expect(
    page.getByRole('textbox', { name: `Quantity of ${tee.name} (Colour: Oat, Size: XS)` }),
  ).toHaveValue('2');
  await expect(cartLines(page).getByRole('link', { name: tee.name })).toHaveAttribute(
    'href',
    '/product/2?variant=2-oat-xs',
  );
  expect(consoleErrors).toEqual([]);
});

test('two sizes of the same product are two lines that name their size, and survive a reload', async ({
  page,
}) => {
  await openCartWith(page, [{ productId: '2', variantId: '2-oat-m', quantity: 1 }]);
  await expect(cartLines(page)).toHaveCount(1);
  await addFromProductPage(page, tee.id, 1);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  for (const when of ['after adding', 'after a reload']) {
    await page.goto('/cart');
    if (when === 'after a reload') await page.reload();
    await waitForHydration(page);
    await expect(cartLines(page), when).toHaveCount(2);
    await expect(cartLines(page).nth(0), when).toContainText('Size: M');
    await expect(cartLines(page).nth(1), when).toContainText('Size: XS');
    await expect(page.getByText('2 items in your cart'), when).toBeVisible();
  }
  expect(await storedCart(page)).toEqual([
    { productId: '2', variantId: '2-oat-m', quantity: 1 },
    { productId: '2', variantId: '2-oat-xs', quantity: 1 },
  ]);
  await expectNoAxeViolations(page, 'cart with two sizes of one product');
});

test("a variant's own price is the line's price and the totals'", async ({ page }) => {
  await openCartWith(page, [{ productId: '9', variantId: '9-king', quantity: 2 }]);
  await expect(cartLines(page)).toContainText('Size: King');
  await expect(cartLines(page)).toContainText('$219.99 each');
  // 2 x $219.99 = $439.98; free shipping; tax 8% = $35.1984 -> $35.20.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('$439.98');
  await expect(summary).toContainText('$475.18');
  await expect(page.getByRole('link', { name: sheets.name })).toHaveAttribute(
    'href',
    '/product/9?variant=9-king',
  );
});

test('a cart stored by the previous version loads with the first variant in stock, stored anew', async ({
  page,
  consoleErrors,
}) => {
  // The previous version's shape: lines of product ids and quantities, saved product ids.
  await openCartWith(
    page,
    [
      { productId: '5', quantity: 1 },
      { productId: '2', quantity: 3 },
    ],
    ['1'],
  );
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).nth(1)).toContainText('Colour: Oat, Size: XS');
  await expect(page.getByText('4 items in your cart')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Saved for Later/ })).toContainText(
    'Colour: Midnight Black',
  );
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      { productId: '5', quantity: 1 },
      { productId: '2', variantId: '2-oat-xs', quantity: 3 },
    ]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('savedForLater') ?? 'null'))).toEqual([
    { productId: '1', variantId: '1-black' },
  ]);
  expect(consoleErrors).toEqual([]);
});

test("checkout's summary, its review and the order confirmation name each line's options", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCheckoutWithCart(page, [
    { productId: '2', variantId: '2-navy-m', quantity: 1 },
    { productId: '9', variantId: '9-king', quantity: 1 },
  ]);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const show = summary.getByRole('button', { name: 'Show order details' });
  if (await show.isVisible()) await show.click();
  await expect(summary).toContainText('Colour: Navy, Size: M');
  await expect(summary).toContainText('Size: King');
  // $34.99 + $219.99 = $254.98; tax $20.40; Standard free.
  await expect(summary).toContainText('$275.38');

  await fillShipping(page);
  await next(page);
  await fillCard(page);
  await next(page);
  const items = page.getByRole('list', { name: 'Items to order' });
  await expect(items).toContainText('Colour: Navy, Size: M');
  await expect(items).toContainText('Size: King');

  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
  const ordered = page.getByRole('list', { name: 'Items in this order' });
  await expect(ordered.getByRole('listitem')).toHaveCount(2);
  await expect(ordered.getByRole('listitem').nth(0)).toContainText(tee.name);
  await expect(ordered.getByRole('listitem').nth(0)).toContainText('Colour: Navy, Size: M');
  await expect(ordered.getByRole('listitem').nth(1)).toContainText('Size: King');
});
