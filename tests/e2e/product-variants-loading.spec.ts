// The product page with sizes and colours while it loads and on a phone: an address
// naming a variant shows nothing of the default one and shifts nothing, a key pressed before
// hydration chooses once the app is there, and at 390 px the pickers are axe clean, large enough,
// and the buy bar adds the chosen size.
import { variantImages } from '../../src/domain/variants';
import { getProductById, forProduct } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';
import { holdAppScripts } from './mobile-profile';
import { cartLink, main, open, picture } from './product-page';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;
const sheets = getProductById('9')!;
const boots = getProductById('21')!;

test('landing on a variant’s address: nothing of the default shows, nothing shifts', async ({ page }) => {
  const sand = headphones.variants!.find((variant) => variant.id === '1-sand')!;
  await recordLayoutShifts(page);
  const release = await holdAppScripts(page);
  await page.goto(`/product/${headphones.id}?variant=${sand.id}`);
  // Before the app runs, the prerendered default variant is kept out of sight (its room kept).
  await expect(main(page).getByRole('heading', { level: 1, name: headphones.name })).toBeVisible();
  await expect(main(page).getByRole('radiogroup')).toBeHidden();
  await expect(
    main(page).getByRole('button', { name: forProduct('Add to Cart', headphones.name) }),
  ).toBeHidden();
  await expect(picture(page)).toBeHidden();
  release();
  await waitForHydration(page);
  await expect(main(page).getByRole('radiogroup', { name: 'Colour: Sand' })).toBeVisible();
  await expect(picture(page)).toHaveAttribute('alt', variantImages(headphones, sand)[0]!.alt);
  expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });
});

test('an arrow key pressed before the page is ready chooses once it is', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto(`/product/${boots.id}`);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // Held for the app: US 7 stays chosen, with its price and stock, until the app can act.
  await expect(main(page).getByRole('radio', { name: 'US 7' })).toBeChecked();
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(`/product/${boots.id}?variant=21-8`);
  await expect(main(page).getByRole('radio', { name: 'US 8' })).toBeChecked();
  await expect(main(page).getByRole('radio', { name: 'US 8' })).toBeFocused();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

  test('pickers are axe clean with targets of 24 px at least, and the buy bar adds the chosen size', async ({
    page,
  }) => {
    await open(page, `/product/${tee.id}?variant=2-navy-l`);
    for (const radio of await main(page).getByRole('radio').all()) {
      const box = (await radio.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await expectNoAxeViolations(page, `/product/${tee.id} at 390 px`);
    await open(page, `/product/${sheets.id}?variant=9-king`);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const bar = page.getByRole('region', { name: `Buy ${sheets.name}` });
    await expect(bar.getByText('$219.99')).toBeVisible();
    await bar.getByRole('button', { name: forProduct('Add to Cart', sheets.name) }).tap();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('landing on a variant’s address shifts nothing', async ({ page }) => {
    await recordLayoutShifts(page);
    await open(page, `/product/${tee.id}?variant=2-terracotta-s`);
    await expect(main(page).getByRole('radiogroup', { name: 'Colour: Terracotta' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });
  });
});
