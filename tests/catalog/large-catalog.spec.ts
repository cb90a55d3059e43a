// The shop built from a generated catalogue of 2,000 products (scripts/test-catalog.mjs): what a
// shop owner with a real catalogue gets. The expectations are computed from the same catalogue.
import { type Page, expect, test } from '@playwright/test';
import { staticPaths } from '../../src/app/prerender-paths';
import { loadCatalog } from '../../src/catalog-source/load-catalog';

const catalog = loadCatalog();
const perPage = 24;

test.beforeAll(() => {
  expect(catalog.products.length, 'LUMINA_CATALOG names the large catalogue').toBeGreaterThanOrEqual(2000);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });

test('every page renders its heading without errors', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [...staticPaths, `/product/${catalog.products[1999]!.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('/products shows 24 of 2,000 with page links, and a page link shows the next 24', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(`${catalog.products.length} products found`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(perPage);
  await expect(cards(page).first()).toHaveText(catalog.products[0]!.name);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(nodes).toBeLessThanOrEqual(3000);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const last = Math.ceil(catalog.products.length / perPage);
  await expect(pagination.getByRole('link', { name: `Page ${last}` })).toHaveAttribute(
    'href',
    `/products?page=${last}`,
  );
  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page).first()).toHaveText(catalog.products[perPage]!.name);
  await expect(cards(page)).toHaveCount(perPage);
});

test('a category filter counts and pages across the whole catalogue', async ({ page }) => {
  const category = catalog.categories[4]!;
  const inCategory = catalog.products.filter((p) => p.category === category.id);
  await page.goto('/products');
  await page.getByRole('button', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  await expect(page.getByText(`${inCategory.length} products found`, { exact: true })).toBeVisible();
  await expect(cards(page).first()).toHaveText(inCategory[0]!.name);
  const pages = Math.ceil(inCategory.length / perPage);
  await page.goto(`/products?category=${category.id}&page=${pages}`);
  await expect(cards(page)).toHaveCount(inCategory.length - (pages - 1) * perPage);
  await expect(cards(page).last()).toHaveText(inCategory[inCategory.length - 1]!.name);
});

test('search finds a product by its whole name among 2,000', async ({ page }) => {
  const wanted = catalog.products[1234]!;
  await page.goto(`/search?q=${encodeURIComponent(wanted.name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(wanted.name);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: wanted.name }).first(),
  ).toBeVisible();
});

test('a search matching most of the catalogue shows 24 results a page with page links', async ({ page }) => {
  await page.goto('/search?q=a');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(perPage);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search\?q=a&page=2$/);
  await expect(results).toHaveCount(perPage);
});

test('a product deep in the catalogue: its page, Add to Cart and the cart', async ({ page }) => {
  const product = catalog.products.filter((p) => p.inStock)[1500]!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
});

test('an unknown product id shows Product Not Found', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
});
