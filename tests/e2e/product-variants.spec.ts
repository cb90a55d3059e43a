// The product page with sizes and colours: the pickers, the variant in the address
// (reload, Back and Forward), what each variant costs and shows, sold-out values, the keyboard and
// a product without options as before. Loading (a variant's address, keys before hydration) and
// the phone: product-variants-loading.spec.ts.
import { formatMoney } from '../../src/domain/money';
import { variantImages, variantPrice } from '../../src/domain/variants';
import { getProductById, forProduct } from './catalogue';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { cartLink, main, open, picture } from './product-page';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;
const lamp = getProductById('3')!;
const sheets = getProductById('9')!;
const boots = getProductById('21')!;

test('each colour of the headphones shows its own pictures, in the address and after a reload', async ({
  page,
}) => {
  await open(page, `/product/${headphones.id}`);
  const colours = main(page).getByRole('radiogroup', { name: /^Colour: / });
  await expect(colours).toHaveAccessibleName('Colour: Midnight Black');
  // The first colour is shown from the start: the others first, then back to it.
  const [first, ...others] = headphones.variants!;
  for (const variant of [...others, first!]) {
    const colour = variant.options.Colour!;
    await colours.getByRole('radio', { name: colour }).click();
    await expect(page).toHaveURL(`/product/${headphones.id}?variant=${variant.id}`);
    await expect(colours).toHaveAccessibleName(`Colour: ${colour}`);
    const [front, side] = variantImages(headphones, variant);
    await expect(picture(page)).toHaveAttribute('alt', front!.alt);
    await expect(picture(page)).toHaveAttribute('src', front!.src);
    await main(page).getByRole('list', { name: 'Product images' }).getByRole('button').nth(1).click();
    await expect(picture(page)).toHaveAttribute('alt', side!.alt);
  }
  await page.reload();
  await waitForHydration(page);
  await expect(colours.getByRole('radio', { name: 'Midnight Black' })).toBeChecked();
  await expect(picture(page)).toHaveAttribute('alt', /in midnight black, front view/);
  await expect(page).toHaveURL(`/product/${headphones.id}?variant=${first!.id}`);
});

test("the sheet set shows each bed size's price, kept on reload", async ({ page }) => {
  await open(page, `/product/${sheets.id}`);
  const sizes = main(page).getByRole('radiogroup', { name: /^Size: / });
  await expect(sizes).toHaveAccessibleName('Size: Twin');
  await expect(main(page).getByText('$159.99')).toBeVisible();
  for (const variant of sheets.variants!.slice(1)) {
    await sizes.getByRole('radio', { name: variant.options.Size! }).click();
    await expect(page).toHaveURL(`/product/${sheets.id}?variant=${variant.id}`);
    await expect(main(page).getByText(formatMoney(variantPrice(sheets, variant).price))).toBeVisible();
  }
  await page.reload();
  await waitForHydration(page);
  await expect(sizes).toHaveAccessibleName('Size: King');
  await expect(main(page).getByText('$219.99')).toBeVisible();
});

test('Back and Forward return to the previous choice', async ({ page }) => {
  await open(page, `/product/${sheets.id}`);
  const sizes = main(page).getByRole('radiogroup', { name: /^Size: / });
  await sizes.getByRole('radio', { name: 'Full' }).click();
  await sizes.getByRole('radio', { name: 'King' }).click();
  await expect(main(page).getByText('$219.99')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/product/${sheets.id}?variant=9-full`);
  await expect(sizes).toHaveAccessibleName('Size: Full');
  await expect(main(page).getByText('$179.99')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/product/${sheets.id}`);
  await expect(sizes).toHaveAccessibleName('Size: Twin');
  await expect(main(page).getByText('$159.99')).toBeVisible();
  await page.goForward();
  await expect(sizes).toHaveAccessibleName('Size: Full');
  await expect(main(page).getByText('$179.99')).toBeVisible();
});

test('a sold-out size is shown as such and cannot be added; another is added', async ({ page }) => {
  await open(page, `/product/${tee.id}`);
  const sizes = main(page).getByRole('radiogroup', { name: /^Size: / });
  const xxl = sizes.getByRole('radio', { name: 'XXL (sold out)' });
  await expect(xxl).toBeVisible();
  await expect(sizes.getByText('XXL', { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await xxl.click();
  await expect(page).toHaveURL(`/product/${tee.id}?variant=2-oat-xxl`);
  await expect(xxl).toBeChecked();
  await expect(main(page).getByText('Out of Stock', { exact: true })).toBeVisible();
  const soldOut = main(page).getByRole('button', { name: forProduct('Out of Stock', tee.name) });
  await expect(soldOut).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  // Navy comes in XXL: the colour says so, and choosing it keeps the size.
  await main(page).getByRole('radio', { name: 'Navy' }).click();
  await expect(page).toHaveURL(`/product/${tee.id}?variant=2-navy-xxl`);
  await main(page)
    .getByRole('button', { name: forProduct('Add to Cart', tee.name) })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByText(`${tee.name} has been added to your cart`)).toBeVisible();
});

test('arrow keys move and choose within a group; Tab leaves it', async ({ page }) => {
  await open(page, `/product/${boots.id}`);
  const sizes = main(page).getByRole('radiogroup', { name: /^Size: / });
  // US 6 is sold out: the page starts on US 7, where Tab enters the group (the breadcrumb's last
  // link is the control before it).
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).focus();
  await page.keyboard.press('Tab');
  await expect(sizes.getByRole('radio', { name: 'US 7' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'US 8' })).toBeFocused();
  await expect(sizes.getByRole('radio', { name: 'US 8' })).toBeChecked();
  await expect(page).toHaveURL(`/product/${boots.id}?variant=21-8`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(sizes.getByRole('radio', { name: 'US 6 (sold out)' })).toBeFocused();
  await expect(sizes.getByRole('radio', { name: 'US 6 (sold out)' })).toBeChecked();
  await expect(page).toHaveURL(`/product/${boots.id}?variant=21-6`);
  // Sold out: the quantity and Add to Cart are disabled, so Tab goes on to the wishlist.
  await expect(
    main(page).getByRole('button', { name: forProduct('Out of Stock', boots.name) }),
  ).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Add to Wishlist' })).toBeFocused();
});

test('a product without options shows no picker and adds as before', async ({ page }) => {
  expect(lamp.options).toBeUndefined();
  await open(page, `/product/${lamp.id}`);
  await expect(main(page).getByRole('radiogroup')).toHaveCount(0);
  await main(page)
    .getByRole('button', { name: forProduct('Add to Cart', lamp.name) })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page).toHaveURL(`/product/${lamp.id}`);
});

test('the product page with options is axe clean, a sold-out value chosen', async ({ page }) => {
  await open(page, `/product/${tee.id}?variant=2-oat-xxl`);
  await expect(main(page).getByRole('radio', { name: 'XXL (sold out)' })).toBeChecked();
  await expectNoAxeViolations(page, `/product/${tee.id}?variant=2-oat-xxl`);
  await open(page, `/product/${headphones.id}`);
  await expectNoAxeViolations(page, `/product/${headphones.id}`);
});
