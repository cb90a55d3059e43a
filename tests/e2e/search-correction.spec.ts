import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Product suggestions' });
const searchForm = (page: Page) => page.getByRole('search', { name: 'Product search' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultNames = (page: Page) => results(page).getByRole('heading', { level: 3 });

async function openSearch(page: Page, query: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
}

// What a shopper types, what the shop reads it as, and the product that then shows.
const slips = [
  ['keyboards', 'keyboard', 'Wireless Mechanical Keyboard'],
  ['jackets', 'jacket', 'Classic Denim Jacket'],
  ['hedphones', 'headphones', 'Wireless Noise-Cancelling Headphones'],
  ['keybord', 'keyboard', 'Wireless Mechanical Keyboard'],
  ['runing', 'running', 'TrailFlex Running Shoes'],
  ['tshirt', 't-shirt', 'Organic Cotton Crew Tee'],
  ['sneakers', 'running shoes', 'TrailFlex Running Shoes'],
] as const;

for (const [typed, meant, product] of slips) {
  test(`the search page reads "${typed}" as "${meant}" and says so`, async ({ page, consoleErrors }) => {
    await openSearch(page, typed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${typed}"`);
    await expect(
      page.getByText(`No products found for "${typed}". Showing results for "${meant}".`),
    ).toBeVisible();
    await expect(resultNames(page)).toHaveText([product]);
    await expect(page.getByRole('status').filter({ hasText: /^1 product found$/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('the link searches the exact words again, which find nothing', async ({ page }) => {
  await openSearch(page, 'keybord');
  await page.getByRole('link', { name: 'Search for "keybord" instead' }).click();
  await expect(page).toHaveURL(/\/search\?q=keybord&exact=1$/);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
  // The sort keeps asking for the exact words.
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});

test('words the catalogue has are never corrected; words nothing is close to find nothing', async ({
  page,
}) => {
  await openSearch(page, 'keyboard');
  await expect(resultNames(page)).toHaveText(['Wireless Mechanical Keyboard']);
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  await openSearch(page, 'classic');
  await expect(page.getByRole('status').filter({ hasText: /^7 products found$/ })).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  await openSearch(page, 'zzqxvw');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('Check the spelling or try a more general term.')).toBeVisible();
});

test("the header's suggestions read a slip the same way, and mark what matched", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = searchBox(page);
  await box.fill('keybord');
  const option = suggestions(page).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAccessibleName('Wireless Mechanical Keyboard, $149.99');
  await expect(option.locator('mark')).toHaveText(['Keyboard']);
  await expect(searchForm(page).getByText('Showing results for "keyboard"', { exact: true })).toBeVisible();
  await expect(searchForm(page).getByRole('status')).toHaveText(
    'Showing results for "keyboard": 1 suggestion',
  );
  await expectNoAxeViolations(page, 'corrected suggestions');

  await box.fill('hedphones');
  await expect(option).toHaveAccessibleName(/^Wireless Noise-Cancelling Headphones, /);
  await expect(option.locator('mark')).toHaveText(['Headphones']);

  // A query that matches as typed: every place its terms occur is marked, no correction line.
  await box.fill('wireless');
  await expect(option).toHaveCount(4);
  for (const each of await option.all()) await expect(each.locator('mark')).toHaveText(['Wireless']);
  await expect(searchForm(page).getByText(/Showing results for/)).toHaveCount(0);
  await expect(searchForm(page).getByRole('status')).toHaveText('4 suggestions');

  await box.fill('zzqxvw');
  await expect(searchForm(page).getByRole('status')).toHaveText('No products found');
  expect(consoleErrors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`marks and the correction pass axe in the ${colorScheme} theme and stand out in forced colours`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await openSearch(page, 'runing');
    await expect(resultNames(page)).toHaveText(['TrailFlex Running Shoes']);
    await expectNoAxeViolations(page, `corrected search (${colorScheme})`);
    await searchBox(page).fill('wirless');
    await expect(suggestions(page).getByRole('option')).toHaveCount(4);
    await expectNoAxeViolations(page, `marked suggestions (${colorScheme})`);
    await page.emulateMedia({ colorScheme, forcedColors: 'active' });
    const mark = suggestions(page).locator('mark').first();
    await expect(mark).toHaveCSS('font-weight', '600');
  });
}
