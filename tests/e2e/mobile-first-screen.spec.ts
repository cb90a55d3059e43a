// The first screen on a phone: at 390x844, DPR 3, touch, the product page shows its
// name, price, stock state, its size and colour pickers and Add to Cart without scrolling,
// and a buy bar keeps Add to Cart at hand once the page's own has scrolled away, shifting nothing.
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { defaultVariant, variantImages, variantPrice } from '../../src/domain/variants';
import { allProducts, forProduct, getProductById } from './catalogue';
import { openCheckoutWithCart } from './checkout-helpers';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

/** The element's box lies inside the first screen (the page is at the top). */
async function expectOnFirstScreen(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(SCREEN.height);
}

test('every product page shows name, price, stock and Add to Cart on the first screen', async ({ page }) => {
  test.setTimeout(180_000);
  for (const listed of allProducts()) {
    // A product with options shows its default variant, with its own price, stock and pictures,
    // under its pickers.
    const variant = defaultVariant(listed);
    const product = variant
      ? {
          ...listed,
          ...variantPrice(listed, variant),
          inStock: variant.inStock,
          images: variantImages(listed, variant),
        }
      : listed;
    await page.goto(`/product/${product.id}`);
    const main = page.getByRole('main');
    await expectOnFirstScreen(
      main.getByRole('heading', { level: 1, name: product.name }),
      `${product.id} name`,
    );
    await expectOnFirstScreen(main.getByText(formatMoney(product.price)).first(), `${product.id} price`);
    if (product.originalPrice !== undefined && product.originalPrice > product.price) {
      await expectOnFirstScreen(main.locator('s').first(), `${product.id} original price`);
      await expectOnFirstScreen(main.getByText(/^Save \d+%$/), `${product.id} saving`);
    }
    const stock = product.inStock ? 'In Stock' : 'Out of Stock';
    await expectOnFirstScreen(main.getByText(stock, { exact: true }).first(), `${product.id} stock`);
    const buy = main.getByRole('button', {
      name: forProduct(product.inStock ? 'Add to Cart' : 'Out of Stock', product.name),
    });
    await expectOnFirstScreen(buy, `${product.id} Add to Cart`);
    // Its pickers, above Add to Cart, too.
    for (const option of listed.options ?? []) {
      await expectOnFirstScreen(
        main.getByRole('radiogroup', { name: `${option.name}: ${variant!.options[option.name]}` }),
        `${product.id} ${option.name}`,
      );
    }
    // The thumbnails too, where there is more than one image (they must not push the buy box down).
    if (product.images.length > 1) {
      await expectOnFirstScreen(
        main.getByRole('list', { name: 'Product images' }),
        `${product.id} thumbnails`,
      );
    }
  }
});

/** A finger's sideways swipe across `box`'s middle, from 80 % to 20 % of its width (or back). */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  to: 'left' | 'right',
) {
  const y = box.y + box.height / 2;
  const [from, end] = to === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: box.x + box.width * from, y }],
  });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    const x = box.x + box.width * (from + (end - from) * step);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a sideways swipe on the gallery shows the next image, and the previous', async ({ page }) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  const image = page.getByRole('main').locator('img').first();
  const box = (await image.boundingBox())!;
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await swipe(page, box, 'left');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await swipe(page, box, 'right');
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
  // The page did not scroll sideways, and the first image's swipe to the right stays on it.
  await swipe(page, box, 'right');
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('the buy bar appears once Add to Cart has scrolled away, adds one, and shifts nothing', async ({
  page,
}) => {
  const product = getProductById('1')!;
  await recordLayoutShifts(page);
  await page.goto('/product/1');
  await waitForHydration(page);
  const bar = page.getByRole('region', { name: `Buy ${product.name}` });
  // Not shown and announced to no one while the page's own Add to Cart is in view.
  await expect(bar).toBeHidden();
  await expect(page.locator('[data-buy-bar]')).toHaveAttribute('hidden', '');

  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByText(formatMoney(product.price))).toBeVisible();
  expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });

  await bar.getByRole('button', { name: forProduct('Add to Cart', product.name) }).tap();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Added to cart' })
    .filter({ hasText: `${product.name} has been added to your cart` });
  await expect(toast).toBeVisible();
  // The toast lies over the page's top while it shows (axe counts a link under it as too small to
  // tap): the checks of the page's bottom are made once it has gone by itself.
  await expect(toast).toHaveCount(0, { timeout: 15_000 });

  // At the very bottom the footer's last line ends above the bar: the page reserves its height.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const barBox = await bar.boundingBox();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);
  // Here the sticky header lies over the footer's top lines: one it cuts by a pixel would read as a
  // too-small target, by the chance of where its edge falls. The header is checked at the page's
  // top; the bottom is checked with it left in its place in the flow (the layout does not move).
  const unstuck = await page.addStyleTag({
    content: '[data-sticky-header] { position: static !important; }',
  });
  await expectNoAxeViolations(page, '/product/1 with the buy bar');
  await unstuck.evaluate((style) => (style as Element).remove());

  // Back at the top the bar goes away again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test('the product page at 390 px is axe clean at first sight', async ({ page }) => {
  await page.goto('/product/2');
  await waitForHydration(page);
  await expectNoAxeViolations(page, '/product/2 at 390 px');
});

test('the cart shows its total and Checkout on the first screen, however many lines', async ({ page }) => {
  await page.goto('/products');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify(['1', '2', '3', '4', '5', '6'].map((productId) => ({ productId, quantity: 1 }))),
    ),
  );
  await page.goto('/cart');
  await waitForHydration(page);
  const bar = page.getByRole('region', { name: 'Cart total' });
  await expectOnFirstScreen(bar.getByText(/^\$[\d,]+\.\d\d$/), 'cart total');
  await expectOnFirstScreen(bar.getByRole('link', { name: 'Checkout' }), 'Checkout');
  await expectNoAxeViolations(page, '/cart at 390 px');
  await bar.getByRole('link', { name: 'Checkout' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('checkout shows the order total on the first screen, with the summary folded', async ({ page }) => {
  await openCheckoutWithCart(page, [
    { productId: '1', quantity: 1 },
    { productId: '2', quantity: 2 },
  ]);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expectOnFirstScreen(summary.getByText(/^Total: \$[\d,]+\.\d\d$/), 'checkout total');
  await expectOnFirstScreen(page.getByRole('heading', { level: 2, name: /Shipping Information/ }), 'step');
  const toggle = summary.getByRole('button', { name: 'Show order details' });
  await expect(summary.getByText('Qty: 2')).toBeHidden();
  await toggle.tap();
  await expect(summary.getByRole('button', { name: 'Hide order details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(summary.getByText('Qty: 2')).toBeVisible();
  await expectNoAxeViolations(page, '/checkout at 390 px with the summary open');
});
