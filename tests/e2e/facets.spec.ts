// The listing facets (docs/shop-rules.md, "Sizes, colours and facets"): each value shows how many
// products it would leave, choosing it leaves exactly those, and every card shown has what it names.
import { type Locator, type Page } from '@playwright/test';
import type { Product } from '../../src/domain/types';
import { allProducts, getProductById } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';
import { blockChunk } from './network-faults';

const countText = (page: Page) => page.getByRole('main').getByRole('status');
const facet = (page: Page, group: string) => page.getByRole('group', { name: group, exact: true });

/**
 * A value's control ('Fieldloom (2)') and the count it shows, read as a shopper reads its label.
 * The controls' code loads after the page's: a press before it has arrived is kept and replayed
 * (boot/early-events.ts), so the tests press (click, tap) and then wait for the address and the list.
 */
async function valueWithCount(group: Locator, value: string): Promise<{ control: Locator; count: number }> {
  const label = group.locator('label').filter({ hasText: new RegExp(`^${escape(value)} \\(\\d+\\)$`) });
  const text = (await label.textContent()) ?? '';
  const count = Number(/\((\d+)\)$/.exec(text)?.[1]);
  expect(count, `${value}'s count`).toBeGreaterThan(0);
  return { control: label.locator('input'), count };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How many products the count line says the list has, once it says. */
async function shownCount(page: Page): Promise<number> {
  await expect(countText(page)).toHaveText(/^\d+ products? found$/);
  return Number.parseInt((await countText(page).textContent()) ?? '', 10);
}

/** The products the list shows, once it shows `count` of them (the demo fits on one page). */
async function listed(page: Page, count: number, list = 'Products'): Promise<Product[]> {
  await expect(countText(page)).toHaveText(`${count} ${count === 1 ? 'product' : 'products'} found`);
  const cards = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect(cards).toHaveCount(count);
  const hrefs = await cards.evaluateAll((items) =>
    items.map((item) => item.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => {
    const product = getProductById(/\/product\/([^?/]+)/.exec(href)?.[1] ?? '');
    if (!product) throw new Error(`no product for the card linking to ${href}`);
    return product;
  });
}

const hasValue = (product: Product, option: string, value: string) =>
  product.variants?.some((variant) => variant.options[option] === value) ?? false;

const FACETS: {
  name: string;
  group: string;
  value: string;
  param: RegExp;
  holds: (product: Product) => boolean;
}[] = [
  {
    name: 'a brand',
    group: 'Brand',
    value: 'Fieldloom',
    param: /brand=Fieldloom/,
    holds: (p) => p.brand === 'Fieldloom',
  },
  {
    name: '4 stars & up',
    group: 'Rating',
    value: '4 stars & up',
    param: /rating=4/,
    holds: (p) => p.rating >= 4,
  },
  {
    name: 'in stock only',
    group: 'Availability',
    value: 'In stock only',
    param: /inStock=true/,
    holds: (p) => p.inStock,
  },
  { name: 'a size', group: 'Size', value: 'M', param: /opt\.Size=M/, holds: (p) => hasValue(p, 'Size', 'M') },
  {
    name: 'a colour',
    group: 'Colour',
    value: 'Navy',
    param: /opt\.Colour=Navy/,
    holds: (p) => hasValue(p, 'Colour', 'Navy'),
  },
];

for (const { name, group, value, param, holds } of FACETS) {
  test(`/products: ${name} leaves the products it names, as many as it showed`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const { control, count } = await valueWithCount(facet(page, group), value);
    await control.click();
    await expect(page).toHaveURL(param);
    const products = await listed(page, count);
    for (const product of products) expect(holds(product), `${product.name} has ${value}`).toBe(true);
    await expect(control).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });
}

test('facets combine with a category and each other, survive a reload and back, and Clear Filters resets them', async ({
  page,
}) => {
  await page.goto('/products?category=clothing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
  const clothing = await shownCount(page);
  const size = await valueWithCount(facet(page, 'Size'), 'M');
  await size.control.click();
  await expect(page).toHaveURL(/category=clothing&opt\.Size=M$/);
  const sized = await listed(page, size.count);
  for (const product of sized)
    expect([product.category, hasValue(product, 'Size', 'M')]).toEqual(['clothing', true]);

  const brand = await valueWithCount(facet(page, 'Brand'), 'Harrow & Vale');
  await brand.control.click();
  await expect(page).toHaveURL(/category=clothing&brand=Harrow\+%26\+Vale&opt\.Size=M$/);
  for (const product of await listed(page, brand.count)) {
    expect([product.category, product.brand, hasValue(product, 'Size', 'M')]).toEqual([
      'clothing',
      'Harrow & Vale',
      true,
    ]);
  }

  await page.reload();
  await waitForHydration(page);
  await listed(page, brand.count);
  await expect(facet(page, 'Brand').getByRole('checkbox', { name: /^Harrow & Vale/ })).toBeChecked();
  await expect(facet(page, 'Size').getByRole('checkbox', { name: /^M \(/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Clothing' })).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/category=clothing&opt\.Size=M$/);
  await listed(page, size.count);
  await expect(facet(page, 'Brand').getByRole('checkbox', { name: /^Harrow & Vale/ })).not.toBeChecked();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // Every product again (the count line read at once could still be the filtered list's).
  expect(allProducts().length).toBeGreaterThan(clothing);
  await listed(page, allProducts().length);
  await expect(facet(page, 'Size').getByRole('checkbox', { name: /^M \(/ })).not.toBeChecked();
});

test('/search: a facet narrows the results to what it names, with the count it showed', async ({ page }) => {
  await page.goto('/search?q=wireless');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "wireless"');
  const all = await listed(page, await shownCount(page), 'Search results');
  const { control, count } = await valueWithCount(facet(page, 'Brand'), 'Aurora Audio');
  await control.click();
  await expect(page).toHaveURL(/q=wireless&brand=Aurora\+Audio/);
  const products = await listed(page, count, 'Search results');
  expect(products.length).toBeLessThan(all.length);
  for (const product of products)
    expect([product.brand, /wireless/i.test(product.name)]).toEqual(['Aurora Audio', true]);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=wireless$/);
  await listed(page, all.length, 'Search results');
});

test('/sale: a facet narrows the sale, with the count it showed', async ({ page }) => {
  await page.goto('/sale');
  await waitForHydration(page);
  const { control, count } = await valueWithCount(facet(page, 'Availability'), 'In stock only');
  await control.click();
  await expect(page).toHaveURL(/\/sale\?inStock=true$/);
  for (const product of await listed(page, count, 'Products on sale')) expect(product.inStock).toBe(true);
});

test('a list shows the facets of its products; a value that would leave none shows 0 and cannot be chosen unless chosen', async ({
  page,
}) => {
  await page.goto('/products?category=books');
  await waitForHydration(page);
  await expect(countText(page)).toHaveText('3 products found');
  // Books come in no sizes: the option is not listed, nor are the brands of other categories.
  await expect(facet(page, 'Size')).toHaveCount(0);
  await expect(facet(page, 'Brand').getByRole('checkbox')).toHaveCount(2);
  await page.goto('/products?brand=Vantor');
  await waitForHydration(page);
  await listed(page, 2);
  await expect(
    facet(page, 'Availability').getByRole('checkbox', { name: 'In stock only (1)' }),
  ).toBeEnabled();
  await page.goto('/products?brand=Vantor&inStock=true&opt.Size=M');
  await waitForHydration(page);
  await expect(countText(page)).toHaveText('0 products found');
  await expect(facet(page, 'Brand').getByRole('checkbox', { name: 'Vantor (0)' })).toBeChecked();
  await expect(facet(page, 'Brand').getByRole('checkbox', { name: 'Dwellform (0)' })).toBeDisabled();
  await expectNoAxeViolations(page, '/products with facets chosen');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the facets sit in the Filters panel, which counts them; axe finds nothing with it open', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(facet(page, 'Brand')).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(facet(page, 'Brand')).toBeVisible();
    await expectNoAxeViolations(page, '/products at 390 px with the Filters panel open');
    const { control, count } = await valueWithCount(facet(page, 'Rating'), '4 stars & up');
    await control.tap();
    await expect(page).toHaveURL(/\?rating=4$/);
    for (const product of await listed(page, count)) expect(product.rating).toBeGreaterThanOrEqual(4);
    await expect(toggle).toHaveAccessibleDescription('1 active filter');
  });
});

test('axe: /products with the facets in view finds nothing', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(facet(page, 'Brand')).toBeVisible();
  await expectNoAxeViolations(page, '/products with its facets');
});

test('reached by a link while their code cannot load, the price slider and the facets keep their place; they come once the browser is back online', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  // Blocked from the start: once /cart is idle its links are fetched ahead, and on a busy machine
  // that can come before the test's next step.
  const letSliderThrough = await blockChunk(page, 'slider');
  const letFacetsThrough = await blockChunk(page, 'facet-filters');
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Continue Shopping', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  // The page is whole: its list and the price range's title, with no slider and no facets yet.
  await expect(
    page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price range' })).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(facet(page, 'Brand')).toHaveCount(0);

  letSliderThrough();
  letFacetsThrough();
  // Back online the parts are asked for again. Where the browser kept the failed import's failure
  // (Chromium 150 did), that fails at once and reloads the page, which loads the code afresh
  // (src/lib/load-once.ts). The `online` event is sent by hand too: Playwright's network switch
  // does not always send it (where it did, the page may be reloading already).
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page
    .evaluate(() => dispatchEvent(new Event('online')))
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await expect(page.getByRole('slider', { name: 'Minimum price' })).toBeVisible();
  await expect(facet(page, 'Brand')).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.sources.join('\n')).toBe(0);
});
