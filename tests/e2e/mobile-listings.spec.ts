// Listings on a phone: at 390x844, DPR 3, touch, every list shows two cards a row and
// its first result on the first screen; /search folds its filters behind a counted Filters button.
import type { Locator, Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

/** The list's first two cards share a row (same top, the second to the right); the first starts on screen. */
async function expectTwoARowFromTheFirstScreen(
  list: Locator,
  what: string,
  firstOnScreen = true,
): Promise<void> {
  await expect(list.getByRole('listitem').nth(1), what).toBeVisible();
  // Both boxes read at once: a list that re-renders (hydration, a transition) cannot detach one.
  const [first, second] = await list.evaluate((ul) =>
    [...ul.querySelectorAll(':scope > li')]
      .slice(0, 2)
      .map((li) => li.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(Math.abs(first!.y - second!.y), `${what}: same row`).toBeLessThan(1);
  expect(second!.x, `${what}: side by side`).toBeGreaterThan(first!.x + first!.width - 1);
  if (firstOnScreen)
    expect(first!.y, `${what}: first result on the first screen`).toBeLessThan(SCREEN.height - 80);
}

/** Hearts tapped until both show as pressed. */
async function addToWishlist(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const heart = page.getByRole('button', { name: `Add ${name} to wishlist` });
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
}

for (const [path, label] of [
  ['/products', 'Products'],
  ['/products?category=electronics', 'Products'],
  ['/sale', 'Products on sale'],
  ['/search?q=a', 'Search results'],
] as const) {
  test(`${path}: two cards a row, the first on the first screen`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectTwoARowFromTheFirstScreen(page.getByRole('list', { name: label }), path);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, 'no horizontal scroll').toBe(true);
    await expectNoAxeViolations(page, `${path} at 390 px`);
  });
}

test('the wishlist and related products show two cards a row', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await addToWishlist(page, [getProductById('1')!.name, getProductById('2')!.name]);
  // The wishlist is kept in memory: open it from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 2 items' }).tap();
  await expectTwoARowFromTheFirstScreen(page.getByRole('list', { name: 'Wishlist items' }), '/wishlist');
  await expectNoAxeViolations(page, '/wishlist at 390 px');

  await page.goto('/product/1');
  const related = page.getByRole('list', { name: 'Related products' });
  await related.scrollIntoViewIfNeeded();
  await expectTwoARowFromTheFirstScreen(related, 'related products', false);
});

test('/search folds the price range and Clear Filters behind Filters, which counts the active ones', async ({
  page,
}) => {
  await page.goto('/search?q=a&minPrice=100');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleDescription('1 active filter');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await expectTwoARowFromTheFirstScreen(
    page.getByRole('list', { name: 'Search results' }),
    '/search filtered',
  );

  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const clear = page.getByRole('button', { name: 'Clear Filters' });
  await expect(clear).toBeVisible();
  await expectNoAxeViolations(page, '/search with the filters open');
  await clear.tap();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(toggle).not.toHaveAccessibleDescription('1 active filter');
});

test('/products counts its active filters on the Filters button', async ({ page }) => {
  await page.goto('/products?category=books&sale=true');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAccessibleDescription(
    '2 active filters',
  );
});
