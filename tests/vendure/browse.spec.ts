// Browsing the shop built from Vendure's catalogue: its categories and products as Vendure holds
// them, a size and colour into the cart, the cart over a reload, then ordered as that variant.
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { placeOrder } from '../e2e/checkout-helpers';
import { orderByCode } from './admin-api';

test("the catalogue is Vendure's: a category lists its products, a product page shows its options", async ({
  page,
}) => {
  await page.goto('/products?category=clothing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Organic Cotton Crew Tee/ })
      .first(),
  ).toBeVisible();
  await page.goto('/product/2');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Organic Cotton Crew Tee' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fieldloom').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('radiogroup', { name: /^Colour: / })).toBeVisible();
});

test('a colour and size into the cart, kept over a reload, ordered as that variant', async ({ page }) => {
  await page.goto('/product/2');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: /^Colour: / })
    .getByRole('radio', { name: 'Sage' })
    .click();
  await main
    .getByRole('radiogroup', { name: /^Size: / })
    .getByRole('radio', { name: 'M', exact: true })
    .click();
  await expect(page).toHaveURL('/product/2?variant=2-sage-m');
  await main
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await page.goto('/cart');
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Colour: Sage, Size: M');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Checkout/ })
    .first()
    .click();
  await waitForHydration(page);
  await placeOrder(page);
  const code = await page.getByRole('main').locator('strong.font-mono').first().textContent();
  const order = await orderByCode(code ?? '');
  expect(order?.lines.map((l) => [l.productVariant.sku, l.quantity])).toEqual([['2-sage-m', 1]]);
});
