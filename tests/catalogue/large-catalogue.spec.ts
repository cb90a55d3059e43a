// The shop built from a generated catalogue of 2,000 products (scripts/test-catalogue.mjs): what a
// shop owner with a real catalogue gets. The expectations are computed from the same catalogue.
import { type Page, expect, test } from '@playwright/test';
import { staticPaths } from '../../src/app/prerender-paths';
import { loadCatalogue } from '../../src/catalogue-source/load-catalogue';
import { searchProducts } from '../../src/domain/product-query';
import { holdRequests } from '../e2e/mobile-profile';

const catalogue = loadCatalogue();
const perPage = 24;

test.beforeAll(() => {
  expect(catalogue.products.length, 'LUMINA_CATALOGUE names the large catalogue').toBeGreaterThanOrEqual(
    2000,
  );
});

/** The paths the page (and its workers) request from now on, kept as they come. */
function requestedPaths(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });

test('every page renders its heading without errors', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [...staticPaths, `/product/${catalogue.products[1999]!.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('/products shows 24 of 2,000 with page links, and a page link shows the next 24', async ({ page }) => {
  await page.goto('/products');
  await expect(
    page.getByText(`${catalogue.products.length.toLocaleString('en-US')} products found`, { exact: true }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(perPage);
  await expect(cards(page).first()).toHaveText(catalogue.products[0]!.name);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(nodes).toBeLessThanOrEqual(3000);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const last = Math.ceil(catalogue.products.length / perPage);
  await expect(pagination.getByRole('link', { name: `Page ${last}` })).toHaveAttribute(
    'href',
    `/products?page=${last}`,
  );
  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page).first()).toHaveText(catalogue.products[perPage]!.name);
  await expect(cards(page)).toHaveCount(perPage);
});

test('a category filter counts and pages across the whole catalogue', async ({ page }) => {
  const category = catalogue.categories[4]!;
  const inCategory = catalogue.products.filter((p) => p.category === category.id);
  await page.goto('/products');
  await page.getByRole('button', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  await expect(
    page.getByText(`${inCategory.length.toLocaleString('en-US')} products found`, { exact: true }),
  ).toBeVisible();
  await expect(cards(page).first()).toHaveText(inCategory[0]!.name);
  const pages = Math.ceil(inCategory.length / perPage);
  await page.goto(`/products?category=${category.id}&page=${pages}`);
  await expect(cards(page)).toHaveCount(inCategory.length - (pages - 1) * perPage);
  await expect(cards(page).last()).toHaveText(inCategory[inCategory.length - 1]!.name);
});

test('facets over 2,000 products: a long group folds behind Show all, and a brand narrows to its count', async ({
  page,
}) => {
  const brands = new Set(catalogue.products.map((p) => p.brand));
  const brand = catalogue.products[0]!.brand;
  const count = catalogue.products.filter((p) => p.brand === brand).length;
  await page.goto('/products');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const group = page.getByRole('group', { name: 'Brand', exact: true });
  await expect(group.getByRole('checkbox')).toHaveCount(Math.min(8, brands.size));
  if (brands.size > 8) {
    await group.getByRole('button', { name: `Show all ${brands.size}` }).click();
    await expect(group.getByRole('checkbox')).toHaveCount(brands.size);
  }
  await group.getByRole('checkbox', { name: `${brand} (${count})` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('brand')).toEqual([brand]);
  await expect(
    page.getByText(`${count.toLocaleString('en-US')} products found`, { exact: true }),
  ).toBeVisible();
  await expect(cards(page).first()).toHaveText(catalogue.products[0]!.name);
});

test('search finds a product by its whole name among 2,000', async ({ page }) => {
  const wanted = catalogue.products[1234]!;
  await page.goto(`/search?q=${encodeURIComponent(wanted.name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(wanted.name);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: wanted.name }).first(),
  ).toBeVisible();
});

test('a slip among 2,000 is read as the catalogue word it meant, on the page and in the header', async ({
  page,
}) => {
  // "keybord" is in no product; "keyboard" is one letter away and in many.
  expect(searchProducts(catalogue.products, catalogue.categories, 'keybord')).toHaveLength(0);
  const meant = searchProducts(catalogue.products, catalogue.categories, 'keyboard');
  expect(meant.length).toBeGreaterThan(perPage);
  await page.goto('/search?q=keybord');
  await expect(
    page.getByText('No products found for "keybord". Showing results for "keyboard".'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${meant.length.toLocaleString('en-US')} products found$`) }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 });
  await expect(results).toHaveCount(perPage);
  await expect(results.first()).toHaveText(meant[0]!.name);

  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await searchBox(page).click();
  await searchBox(page).pressSequentially('keybord');
  await expect(suggestionList(page)).toHaveAttribute('data-query', 'keybord');
  await expect(
    page.getByText('Showing results for "keyboard"', { exact: true }).locator('visible=true'),
  ).toBeVisible();
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions('keyboard'));
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
  const product = catalogue.products.filter((p) => p.inStock)[1500]!;
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

/** The header search box the page shows (the desktop one at this width). */
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search products' }).locator('visible=true').first();
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Product suggestions' });

/** The options the header should show for `query`: the best 5 by the search rule, then View all. */
function expectedOptions(query: string): RegExp[] {
  const found = searchProducts(catalogue.products, catalogue.categories, query);
  const names = found
    .slice(0, 5)
    .map((p) => new RegExp(`^${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\$`));
  return found.length > 5
    ? [...names, new RegExp(`^View all ${found.length.toLocaleString('en-US')} results$`)]
    : names;
}

/** The search page says 'Searching…' until `release()` lets the index through, then shows the rule's results. */
async function searchingUntilReleased(page: Page, release: () => void, term: string) {
  await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
  release();
  const found = searchProducts(catalogue.products, catalogue.categories, term);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(found[0]!.name);
}

test('header search: a first keystroke is answered from its prefix file while the index is held back', async ({
  page,
}) => {
  const requested = requestedPaths(page);
  const release = await holdRequests(page, '**/data/catalogue.json');
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await searchBox(page).click();
  await searchBox(page).pressSequentially('Ke');
  await expect(suggestionList(page)).toHaveAttribute('data-query', 'Ke');
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions('ke'));
  // The suggestions' part of the index has the connection to itself: the cards' part follows it.
  expect(requested).toContain('/data/catalogue.json');
  expect(requested).not.toContain('/data/catalogue-cards.json');
  release();
  await searchBox(page).pressSequentially('yboard');
  await expect(suggestionList(page)).toHaveAttribute('data-query', 'Keyboard');
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions('keyboard'));
});

test('header search: the index downloads from the focus on, without waiting for the worker to start', async ({
  page,
}) => {
  const requested = requestedPaths(page);
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const release = await holdRequests(page, '**/assets/catalogue-worker-*.js');
  await searchBox(page).click();
  await expect.poll(() => requested).toContain('/data/catalogue.json');
  // The worker's script was asked for too, and is still held: the worker could not have asked.
  await expect.poll(() => requested.some((path) => /\/assets\/catalogue-worker-/.test(path))).toBe(true);
  release();
  // The worker answers from the bytes the page handed over: the index was downloaded once.
  await searchBox(page).pressSequentially('Keyboard');
  await expect(suggestionList(page)).toHaveAttribute('data-query', 'Keyboard');
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions('keyboard'));
  expect(requested.filter((path) => path === '/data/catalogue.json')).toHaveLength(1);
});

test('header search: suggestions need only the index part a search reads, not the one only cards show', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/data/catalogue-cards.json');
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await searchBox(page).click();
  await searchBox(page).pressSequentially('Keyboard');
  await expect(suggestionList(page)).toHaveAttribute('data-query', 'Keyboard');
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions('keyboard'));
  // The search page's cards show ratings and stock: they wait for the second part.
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Keyboard/);
  await searchingUntilReleased(page, release, 'keyboard');
});

test('a searched-for address fetches both parts of the index at once: its cards need both', async ({
  page,
}) => {
  const requested = requestedPaths(page);
  const release = await holdRequests(page, '**/data/catalogue.json');
  await page.goto('/search?q=Keyboard');
  await expect.poll(() => requested).toContain('/data/catalogue-cards.json');
  await searchingUntilReleased(page, release, 'keyboard');
});

test('header search over 2,000 products: typed fast, no keystroke lost, answered by the catalogue worker', async ({
  page,
}) => {
  const requested = requestedPaths(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const wanted = catalogue.products[1777]!;
  const term = `${wanted.name.split(' ')[1]} ${wanted.brand}`;
  await searchBox(page).click();
  await searchBox(page).pressSequentially(term);
  await expect(searchBox(page)).toHaveValue(term);
  await expect(suggestionList(page)).toHaveAttribute('data-query', term);
  await expect(suggestionList(page).getByRole('option')).toHaveText(expectedOptions(term));
  expect(workers.some((url) => /catalogue-worker/.test(url))).toBe(true);
  expect(requested.filter((path) => path === '/data/catalogue.json')).toHaveLength(1);
  // No script on the page carries the catalogue: only the worker's index file does.
  const scripts = requested.filter((path) => path.endsWith('.js'));
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text();
    expect(body, script).not.toContain(wanted.description);
  }
});
