import { devices, type Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;
const camera = getProductById('12')!; // out of stock
for (const product of [headphones, tee]) if (!product.inStock) throw new Error('fixture drifted');
if (camera.inStock) throw new Error('fixture drifted: product 12 should be out of stock');

/** '{label}: {product name}' with the product name as visually hidden text (see cart.spec.ts). */
const forProduct = (label: string, productName: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(productName)}$`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name} to wishlist` });
const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist, / });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const grid = (page: Page) => page.getByRole('list', { name: 'Wishlist items' });
const card = (page: Page, name: string) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const removeButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Remove ${name} from wishlist` });
const toastWith = (page: Page, title: string, description: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });

/** Hearts product cards on /products, then opens the wishlist from the header (in memory). */
async function wishlistFromProducts(page: Page, names: string[]) {
  await page.goto('/products');
  await waitForHydration(page);
  for (const name of names) {
    await heart(page, name).click();
    await expect(heart(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await wishlistLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
}

test('an empty wishlist says so and links to the products', async ({ page, consoleErrors }) => {
  await page.goto('/wishlist');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(consoleErrors).toEqual([]);
});

test('hearts add to the wishlist; the page lists them with the count and the header badge', async ({
  page,
  consoleErrors,
}) => {
  await wishlistFromProducts(page, [headphones.name, tee.name]);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toContainText(
    'Wishlist now has 2 items',
  );
  await expect(page.getByRole('main').getByText('2 items', { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([headphones.name, tee.name]);

  // Add to Cart from the card footer.
  await card(page, tee.name)
    .getByRole('button', { name: forProduct('Add to Cart', tee.name) })
    .click();
  await expect(toastWith(page, 'Added to cart', `${tee.name} has been added to your cart`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Remove from a card: toast, count, and focus moves on to the next card's remove button.
  await card(page, headphones.name).hover();
  await removeButton(page, headphones.name).click();
  await expect(
    toastWith(page, 'Removed from wishlist', `${headphones.name} has been removed from your wishlist`),
  ).toBeVisible();
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([tee.name]);
  await expect(page.getByRole('main').getByText('1 item', { exact: true })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect(removeButton(page, tee.name)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('Add to Cart is disabled for an out-of-stock product', async ({ page }) => {
  await wishlistFromProducts(page, [tee.name, camera.name]);
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([tee.name, camera.name]);
  await expect(card(page, camera.name).getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
  await expect(
    card(page, tee.name).getByRole('button', { name: forProduct('Add to Cart', tee.name) }),
  ).toBeEnabled();
});

test('adding a product twice says it is already there and leaves the count alone', async ({ page }) => {
  // The cart lines' 'Add to Wishlist' adds only (the hearts toggle).
  await page.goto('/cart');
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: '2', quantity: 1 }])));
  await page.reload();
  await waitForHydration(page);
  const add = page.getByRole('button', { name: forProduct('Add to Wishlist', tee.name) });
  await add.click();
  await expect(
    toastWith(page, 'Added to wishlist', `${tee.name} has been added to your wishlist`),
  ).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await add.click();
  await expect(
    toastWith(page, 'Already in wishlist', `${tee.name} is already in your wishlist`),
  ).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await wishlistLink(page).click();
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([tee.name]);
});

test('the remove button shows on hover and on keyboard focus', async ({ page }) => {
  await wishlistFromProducts(page, [headphones.name, tee.name]);
  await page.mouse.move(0, 0);
  const remove = removeButton(page, tee.name);
  await expect(remove).toHaveCSS('opacity', '0');
  await card(page, tee.name).hover();
  await expect(remove).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(remove).toHaveCSS('opacity', '0');

  // Keyboard: focus on the card's link reveals it; Tab reaches it; Enter removes.
  await card(page, tee.name).getByRole('link', { name: tee.name }).focus();
  await expect(remove).toHaveCSS('opacity', '1');
  await removeButton(page, headphones.name).focus();
  await page.keyboard.press('Tab');
  await expect(card(page, headphones.name).getByRole('link', { name: headphones.name })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(removeButton(page, headphones.name)).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([tee.name]);
  await expect(remove).toBeFocused();
  await expect(remove).toHaveCSS('opacity', '1');
});

test('Clear Wishlist asks first; the wishlist is in memory and empty after a reload', async ({ page }) => {
  await wishlistFromProducts(page, [headphones.name, tee.name]);
  const clear = page.getByRole('button', { name: 'Clear Wishlist', expanded: false });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear your wishlist?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(2);

  await clear.click();
  await dialog.getByRole('button', { name: 'Clear Wishlist' }).click();
  await expect(
    toastWith(page, 'Wishlist cleared', 'All items have been removed from your wishlist'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');

  await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
  await heart(page, tee.name).click();
  await wishlistLink(page).click();
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([tee.name]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('no axe violations on the empty and the full wishlist (desktop)', async ({ page }) => {
  await page.goto('/wishlist');
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'empty wishlist');
  await wishlistFromProducts(page, [headphones.name, tee.name]);
  await expect(page.getByRole('button', { name: 'Clear Wishlist', expanded: false })).toBeVisible();
  await card(page, tee.name).hover();
  await expectNoAxeViolations(page, 'full wishlist');
});

test.describe('on a touch screen', () => {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('remove buttons are always visible, and there are no axe violations', async ({ page }) => {
    await page.goto('/wishlist');
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'empty wishlist, mobile');
    await page.goto('/products');
    await waitForHydration(page);
    await heart(page, tee.name).tap();
    await expect(heart(page, tee.name)).toHaveAttribute('aria-pressed', 'true');
    await wishlistLink(page).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(removeButton(page, tee.name)).toHaveCSS('opacity', '1');
    await expect(page.getByRole('button', { name: 'Clear Wishlist', expanded: false })).toBeVisible();
    await expectNoAxeViolations(page, 'full wishlist, mobile');
    await removeButton(page, tee.name).tap();
    await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  });
});
