import { type Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** Catalogue facts the journeys rely on (catalogue/demo/products.json). */
const ELECTRONICS = 5;
const ALL = 22;
/** On sale: ids 1, 4, 8, 10, 13, 16, 19, biggest discount first. */
const SALE_ORDER = [
  ['Wireless Sport Earbuds', 40],
  ['Classic Denim Jacket', 25],
  ['Wireless Mechanical Keyboard', 21],
  ['Classic Wool Overcoat', 20],
  ['TrailFlex Running Shoes', 19],
  ['Wireless Noise-Cancelling Headphones', 17],
  ['Adjustable Dumbbell Set', 10],
] as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const countText = (page: Page) => page.getByRole('main').getByRole('status');
const productNames = (page: Page, list = 'Products') =>
  page.getByRole('list', { name: list }).getByRole('heading').allTextContents();
const minThumb = (page: Page) => page.getByRole('slider', { name: 'Minimum price' });
const maxThumb = (page: Page) => page.getByRole('slider', { name: 'Maximum price' });

/** Console noise that a 404 document brings by design (the status line, React Router's decode warning). */
const expected404Noise = (message: string) =>
  message.includes('status of 404') || message.includes('could not be decoded');

test('home -> category tile -> the filtered list with the right count; the logo leads back home', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('img', { name: /Illustration of everyday products/ })).not.toHaveAttribute(
    'loading',
    'lazy',
  );
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem')).toHaveCount(8);
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Electronics' }).click();
  await expect(page).toHaveURL(/\/products\?category=electronics$/);
  await expect(heading(page)).toHaveText('Electronics');
  await expect(countText(page)).toHaveText(`${ELECTRONICS} products found`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(ELECTRONICS);
  await expect(page.getByRole('button', { name: 'Electronics' })).toHaveAttribute('aria-pressed', 'true');
  // Back to the home page in the client: its build-time data (featured products) comes along.
  await page.getByRole('link', { name: 'Lumina home' }).click();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem')).toHaveCount(8);
  expect(consoleErrors).toEqual([]);
});

test('a filter chosen while the catalogue cannot be loaded says so, keeps the list, and Try Again applies it', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  await page.route('**/data/catalogue*.json', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Electronics' }).click();
  await expect(countText(page)).toHaveText('Products could not be loaded');
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  // The list shown before stays, not marked busy for ever.
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(ALL);
  await expect(page.getByRole('region', { name: 'Results' })).not.toHaveAttribute('aria-busy');

  await page.unroute('**/data/catalogue*.json');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(countText(page)).toHaveText(`${ELECTRONICS} products found`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(ELECTRONICS);
});

test('sort and price range live in the URL: reload, back and forward restore them', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/products?category=electronics');
  await waitForHydration(page);
  await expect(countText(page)).toHaveText(`${ELECTRONICS} products found`);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-low/);
  // Keyboard on the slider: Page Down moves $100 and commits each step.
  await maxThumb(page).focus();
  for (let i = 0; i < 11; i += 1) await page.keyboard.press('PageDown');
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', '400');
  await expect(page.getByText('$400.00')).toBeVisible();
  await expect(countText(page)).toHaveText('4 products found');
  await minThumb(page).focus();
  await page.keyboard.press('PageUp');
  await expect(minThumb(page)).toHaveAttribute('aria-valuetext', '$100.00');
  await expect(page).toHaveURL(/\/products\?category=electronics&minPrice=100&maxPrice=400&sort=price-low$/);

  const expected = [
    'Wireless Mechanical Keyboard',
    'Wireless Noise-Cancelling Headphones',
    '4K Action Camera',
  ];
  await expect(countText(page)).toHaveText('3 products found');
  expect(await productNames(page)).toEqual(expected);

  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Electronics');
  await expect(countText(page)).toHaveText('3 products found');
  expect(await productNames(page)).toEqual(expected);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', '400');

  await page.goBack();
  await expect(page).toHaveURL(/category=electronics&maxPrice=400&sort=price-low$/);
  await expect(countText(page)).toHaveText('4 products found');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', '0');
  await page.goForward();
  await expect(countText(page)).toHaveText('3 products found');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', '100');
  expect(consoleErrors).toEqual([]);
});

test("nothing matching: the empty state's Clear Filters restores all 22 products", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/products?category=books&minPrice=1000&sort=rating');
  await waitForHydration(page);
  await expect(countText(page)).toHaveText('0 products found');
  await expect(page.getByRole('heading', { name: 'No products found matching your criteria' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(heading(page)).toHaveText('All Products');
  await expect(countText(page)).toHaveText(`${ALL} products found`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(ALL);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', '1500');
  expect(consoleErrors).toEqual([]);
});

test('invalid URL values are ignored: a sane, complete list', async ({ page, consoleErrors }) => {
  await page.goto('/products?minPrice=abc&sort=bogus&category=nope');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('All Products');
  await expect(countText(page)).toHaveText(`${ALL} products found`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
  await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', '0');
  expect((await productNames(page))[0]).toBe('Wireless Noise-Cancelling Headphones');
  expect(consoleErrors).toEqual([]);
});

test('the sale page lists exactly the discounted products, biggest discount first', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/sale');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Sale');
  await expect(page.getByText('Up to 40% OFF')).toBeVisible();
  const list = page.getByRole('list', { name: 'Products on sale' });
  await expect(list.getByRole('listitem')).toHaveCount(SALE_ORDER.length);
  expect(await productNames(page, 'Products on sale')).toEqual(SALE_ORDER.map(([name]) => name));
  for (const [index, [, percent]] of SALE_ORDER.entries()) {
    await expect(list.getByRole('listitem').nth(index)).toContainText(`-${percent}%`);
  }
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Smallest Discount' });
  await expect(page).toHaveURL(/\/sale\?sort=discount-low$/);
  // The new order renders in a transition, which may commit just after the URL has changed.
  await expect
    .poll(() => productNames(page, 'Products on sale'))
    .toEqual(SALE_ORDER.map(([name]) => name).reverse());
  expect(consoleErrors).toEqual([]);
});

test('product page: a gallery thumbnail switches the main image', async ({ page, consoleErrors }) => {
  // The laptop has two pictures and no options (a product with options shows its variant's).
  const laptop = getProductById('7')!;
  const [first, second] = laptop.images;
  await page.goto(`/product/${laptop.id}`);
  await waitForHydration(page);
  const main = page.getByRole('main').getByRole('img').first();
  await expect(main).toHaveAttribute('src', first!.src);
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(2);
  await thumbnails.nth(1).click();
  await expect(main).toHaveAttribute('src', second!.src);
  await expect(main).toHaveAttribute('alt', second!.alt);
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: Shift+Tab to the previous thumbnail and press Enter.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(main).toHaveAttribute('src', first!.src);
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});

test('product page: add quantity 3 to the cart and the header badge says 3', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/product/3');
  await waitForHydration(page);
  await expect(page.getByText('In Stock')).toBeVisible();
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByText('Ceramic Pour-Over Coffee Set has been added to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  expect(consoleErrors).toEqual([]);
});

test('an out-of-stock product cannot be added', async ({ page, consoleErrors }) => {
  await page.goto('/product/12');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  const add = page.getByRole('button', { name: /4K Action Camera/ });
  await expect(add).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  await add.click({ force: true });
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const path of ['/product/999', '/product/%E0%A4%A']) {
  test(`${path} shows Product Not Found, not a crash`, async ({ page, consoleErrors }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle('Product Not Found | Lumina');
    await expect(page.getByRole('link', { name: 'Lumina home' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(countText(page)).toHaveText(`${ALL} products found`);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((m) => !expected404Noise(m))).toEqual([]);
  });
}

test('SEO: every product page is prerendered with its title, canonical URL, Open Graph and Product JSON-LD', async ({
  request,
}) => {
  for (let id = 1; id <= ALL; id += 1) {
    const response = await request.get(`/product/${id}`);
    expect(response.status(), `/product/${id}`).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="https://lumina.example/product/${id}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json, `/product/${id} JSON-LD`).toBeTruthy();
    const ld = JSON.parse(json!) as Record<string, unknown>;
    const variants = getProductById(String(id))!.variants;
    if (variants) {
      // A product with options is a group of Products, one a variant, each with its own offer.
      expect(ld).toMatchObject({
        '@type': 'ProductGroup',
        productGroupID: String(id),
        brand: { '@type': 'Brand' },
      });
      const hasVariant = ld.hasVariant as Record<string, unknown>[];
      expect(hasVariant.map((variant) => variant.sku)).toEqual(variants.map((variant) => variant.id));
      for (const variant of hasVariant) {
        expect(variant.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
      }
    } else {
      expect(ld).toMatchObject({ '@type': 'Product', sku: String(id), brand: { '@type': 'Brand' } });
      expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
    }
  }
  const headphones = await (await request.get('/product/1')).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(headphones)![1]!);
  expect(ld).toMatchObject({
    name: 'Wireless Noise-Cancelling Headphones',
    image: expect.arrayContaining(['https://lumina.example/images/products/1-1.svg']),
    brand: { name: 'Aurora Audio' },
    variesBy: ['https://schema.org/color'],
    aggregateRating: { ratingValue: 4.6, reviewCount: 128 },
  });
  expect(ld.hasVariant[1]).toMatchObject({
    '@id': 'https://lumina.example/product/1?variant=1-sand',
    sku: '1-sand',
    color: 'Sand',
    image: expect.arrayContaining(['https://lumina.example/images/products/1-3.svg']),
    offers: { price: '249.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  const camera = await (await request.get('/product/12')).text();
  expect(camera).toContain('"availability":"https://schema.org/OutOfStock"');
  expect(camera).toContain('<title>4K Action Camera | Lumina</title>');
  const listPages: [string, string][] = [
    ['/', 'Home | Lumina'],
    ['/products', 'All Products | Lumina'],
    ['/categories', 'Categories | Lumina'],
    ['/sale', 'Sale | Lumina'],
  ];
  for (const [path, title] of listPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    expect(html, path).toContain(
      `<link rel="canonical" href="https://lumina.example${path === '/' ? '/' : path}"/>`,
    );
    expect(html, path).toContain('<meta property="og:title"');
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters collapse behind a Filters button; pages pass axe', async ({ page, consoleErrors }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Books' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Books' }).click();
    await expect(countText(page)).toHaveText('3 products found');
    await expectNoAxeViolations(page, '/products?category=books (filters open, phone)');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Books' })).toBeHidden();
    for (const path of ['/products?category=books&minPrice=1000', '/product/999', '/product/12', '/sale']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page, `${path} (phone)`);
    }
    expect(consoleErrors.filter((m) => !expected404Noise(m))).toEqual([]);
  });
});

test('desktop: the empty state, Product Not Found and an out-of-stock product pass axe', async ({ page }) => {
  // Each page's final state first: a list on a filtered address settles once the catalogue worker
  // has answered, after hydration, and its category button changes colour then (axe must not read
  // a colour half-way through that transition).
  const settled: Record<string, (p: typeof page) => ReturnType<typeof page.getByText>> = {
    '/products?category=books&minPrice=1000': (p) => p.getByText('No products found matching your criteria'),
    '/product/999': (p) => p.getByRole('heading', { level: 1, name: 'Product Not Found' }),
    '/product/12': (p) => p.getByRole('button', { name: /^Out of Stock/ }).first(),
  };
  for (const [path, final] of Object.entries(settled)) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(final(page)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page, path);
  }
});
