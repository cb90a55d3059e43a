// Taps at the first moment a control is visible, on the mobile profile (4x CPU, slow 4G): the
// page may not have hydrated yet, and every tap must still take effect, once and in order
// (src/boot/early-events.ts, docs/decisions/0006-early-event-replay.md).
import type { Page } from '@playwright/test';
import { getProductById } from './catalogue';
import { expect as baseExpect, waitForHydration } from './fixtures';
import { holdAppScripts, holdRequests, openEarly, stillLoading, useMobileProfile } from './mobile-profile';
import { test } from './tap-count';
import { delays, runTimersFor } from './waits';

// A throttled phone is slow: effects that follow hydration get more time than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const lamp = getProductById('3')!;
const tee = getProductById('2')!;
const book = getProductById('5')!;
const headphones = getProductById('1')!;

test.beforeEach(async ({ page }) => {
  await useMobileProfile(page);
});

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist, / });

/** Stores a cart before the page's first script runs (as a returning shopper has it). */
async function storeCart(page: Page, lines: [string, number][], saved: string[] = []) {
  await page.addInitScript(
    ([cart, savedIds]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', JSON.stringify(cart));
      localStorage.setItem('savedForLater', JSON.stringify(savedIds));
    },
    [lines.map(([productId, quantity]) => ({ productId, quantity })), saved] as const,
  );
}

test('Add to Cart tapped before the page is ready adds the product once', async ({ page }) => {
  const release = await holdAppScripts(page);
  await openEarly(page, `/product/${lamp.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  expect(await stillLoading(page), 'the tap came before hydration').toBe(true);
  // The press shows it was received (a ring), while the page cannot act on it yet.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('data-early-pending', '');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  release();
  await waitForHydration(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByText(`${lamp.name} has been added to your cart`)).toBeVisible();
});

test('a colour and Add to Cart tapped before the page is ready choose the colour, then add it', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await openEarly(page, `/product/${headphones.id}`);
  await page.getByRole('radio', { name: 'Sand' }).tap();
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  expect(await stillLoading(page), 'the taps came before hydration').toBe(true);
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(`/product/${headphones.id}?variant=1-sand`);
  await expect(page.getByRole('radiogroup', { name: 'Colour: Sand' })).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('alt', /in sand, front view/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('a sold-out size tapped before the page is ready shows it out of stock: a tap on Add to Cart adds nothing', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await openEarly(page, `/product/${tee.id}`);
  await page.getByRole('radio', { name: 'XXL (sold out)' }).tap();
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(`/product/${tee.id}?variant=2-oat-xxl`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  // The press on Add to Cart has been handed over too (to the button the sold-out size left, which
  // does nothing): none is left waiting, for later presses to queue behind (`npm run stress`
  // counted one held at the end of this test when it ended before the replay did).
  await expect.poll(() => page.evaluate(() => window.__luminaEarlyEvents?.queue.length)).toBe(0);
});

test('quantity + and - tapped early count, in order, before Add to Cart', async ({ page }) => {
  await openEarly(page, `/product/${lamp.id}`);
  const more = page.getByRole('button', { name: /^Increase/ });
  await more.tap();
  await more.tap();
  await more.tap();
  await page.getByRole('button', { name: /^Decrease/ }).tap();
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  await waitForHydration(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('3');
});

test('the wishlist heart on a card and on the product page work at first sight', async ({ page }) => {
  await openEarly(page, '/products');
  const heart = page.getByRole('button', { name: `Add ${tee.name} to wishlist` });
  await heart.tap();
  await waitForHydration(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  await openEarly(page, `/product/${book.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).tap();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
});

test('cart lines: Save for Later, Remove and Move to Cart act at first sight', async ({ page }) => {
  await storeCart(
    page,
    [
      [tee.id, 1],
      [lamp.id, 2],
    ],
    [book.id],
  );
  await openEarly(page, '/cart');
  // The tee's stored line (no variant, as before options) loads as its first variant in stock.
  await page
    .getByRole('button', { name: new RegExp(`^Save for Later ?: ${tee.name} \\(Colour: Oat, Size: XS\\)$`) })
    .tap();
  await page.getByRole('button', { name: new RegExp(`^Remove ?: ${lamp.name}$`) }).tap();
  await page.getByRole('button', { name: new RegExp(`^Move to Cart ?: ${book.name}$`) }).tap();
  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('heading', { level: 3 });
  await expect(lines).toHaveText([book.name]);
  await expect(
    page.getByRole('region', { name: /^Saved for Later/ }).getByRole('heading', { level: 3 }),
  ).toHaveText([tee.name]);
});

test('the first tap on Clear Cart opens its confirmation', async ({ page }) => {
  await storeCart(page, [[tee.id, 1]]);
  await openEarly(page, '/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).tap();
  await expect(page.getByRole('alertdialog', { name: 'Clear your cart?' })).toBeVisible();
});

test('the first tap on Clear Wishlist, reached by a link, opens its confirmation', async ({ page }) => {
  await openEarly(page, `/product/${book.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).tap();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await wishlistLink(page).tap();
  // The dialog's code is held: the press shows it was received, then opens the dialog once it is in.
  const release = await holdRequests(page, '**/assets/confirm-dialog-*.js');
  const clear = page.getByRole('button', { name: 'Clear Wishlist' });
  await clear.tap();
  await expect(clear).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('alertdialog', { name: 'Clear your wishlist?' })).toBeVisible();
  await expect(clear).not.toHaveAttribute('aria-busy');
});

test('sort, category and the Filters toggle act at first sight', async ({ page }) => {
  await openEarly(page, '/products');
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  await page.getByRole('button', { name: 'Electronics' }).tap();
  await page.getByLabel('Sort by').selectOption('price-low');
  await waitForHydration(page);
  await expect(page).toHaveURL(/category=electronics/);
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electronics');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Every press has been handed over: none is left waiting for later presses to queue behind
  // (`npm run stress` counted one still held when this test ended before the replay did).
  await expect.poll(() => page.evaluate(() => window.__luminaEarlyEvents?.queue.length)).toBe(0);
});

test('the mobile menu opens from a tap at first sight', async ({ page }) => {
  await openEarly(page, '/faq');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('typing into the header search before the page is ready loses nothing', async ({ page }) => {
  await openEarly(page, '/faq');
  const box = page.getByRole('combobox', { name: 'Search products' }).last();
  await box.tap();
  await box.pressSequentially('wire', { delay: 60 });
  await waitForHydration(page);
  await box.pressSequentially('less', { delay: 60 });
  await expect(box).toHaveValue('wireless');
  await expect(
    page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(8);
});

test('the newsletter form, submitted twice at first sight, subscribes once', async ({ page }) => {
  await page.clock.install();
  const release = await holdAppScripts(page);
  await openEarly(page, '/');
  const email = page.getByRole('textbox', { name: /email/i }).last();
  await email.fill('ada@example.com');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await subscribe.tap();
  await subscribe.tap();
  release();
  const thanks = page.getByText('Thanks for subscribing to our newsletter.');
  await expect(thanks).toBeVisible();
  // Both taps were replayed at hydration, so a second subscription would end within one simulated
  // send of the first: run the clock that far, and its toast would be there by the first's.
  await runTimersFor(page, delays.messageMs);
  expect(await thanks.count()).toBe(1);
});

test('Sign In, tapped twice at first sight, signs in once', async ({ page }) => {
  const release = await holdAppScripts(page);
  await openEarly(page, '/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.tap();
  await signIn.tap();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have successfully logged in.')).toHaveCount(1);
});

test('a tap on the price slider before it is ready moves the nearest thumb there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdAppScripts(page);
  await openEarly(page, '/products');
  const slider = page.getByRole('group', { name: 'Price range' }).locator('[dir]').first();
  const box = (await slider.boundingBox())!;
  await slider.tap({ position: { x: box.width * 0.8, y: box.height / 2 } });
  expect(await stillLoading(page), 'the tap came before hydration').toBe(true);
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/maxPrice=1200/);
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '1200');
  await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '0');
});

test('the price slider shows both thumbs before it is ready, where they stay once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdAppScripts(page);
  await openEarly(page, '/products');
  const group = page.getByRole('group', { name: 'Price range' });
  // Radix prerenders its thumbs hidden; the slider's aria-hidden stand-ins are drawn meanwhile.
  const standIns = group.locator('.slider-stand-in');
  await expect(standIns).toHaveCount(2);
  await expect(standIns.first()).toBeVisible();
  await expect(standIns.last()).toBeVisible();
  const track = (await group.locator('[data-slot="slider"]').boundingBox())!;
  const earlyMin = (await standIns.first().boundingBox())!;
  const earlyMax = (await standIns.last().boundingBox())!;
  expect(await stillLoading(page), 'seen before hydration').toBe(true);
  const within1px = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
  within1px(earlyMin.x, track.x);
  within1px(earlyMax.x + earlyMax.width, track.x + track.width);
  release();
  await waitForHydration(page);
  const thumbs = group.getByRole('slider');
  await expect(thumbs.last()).toBeVisible();
  await expect(standIns.first()).toBeHidden();
  within1px((await thumbs.first().boundingBox())!.x, earlyMin.x);
  within1px((await thumbs.last().boundingBox())!.x, earlyMax.x);
});
