// A right-to-left locale needs only its message catalogue: its build writes dir="rtl" on the page
// (src/market-source/load-markets.ts, textDirection) and the layout, written in logical CSS
// (scripts/logical-css.test.mjs), mirrors itself. Here the English page is switched to
// right to left as such a build would serve it, and the header, the search field, the breadcrumb's
// arrows and a product card's badges are measured before and after.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x;
}

const rightToLeft = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));

test('with dir="rtl" the header, search field, breadcrumb and product cards mirror, axe-clean', async ({
  page,
}) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: 'Lumina home' });
  const cart = header.getByRole('link', { name: /^Cart, / });
  const search = header.getByRole('combobox');
  const chevron = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('svg').first();
  expect(await left(logo)).toBeLessThan(await left(cart));
  const ltrPadding = await search.evaluate((input) => getComputedStyle(input).paddingLeft);
  expect(await chevron.evaluate((icon) => getComputedStyle(icon).scale)).toBe('none');

  await rightToLeft(page);
  expect(await left(logo)).toBeGreaterThan(await left(cart));
  // The magnifier's room is on the right now, where the field begins.
  expect(await search.evaluate((input) => getComputedStyle(input).paddingRight)).toBe(ltrPadding);
  expect(await chevron.evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1');
  await expectNoAxeViolations(page);

  await page.goto('/sale');
  await waitForHydration(page);
  await rightToLeft(page);
  const card = page.getByRole('main').getByRole('article').first();
  const badge = card.getByText(/-\d+%$/).first();
  const wish = card.getByRole('button', { name: /wishlist/i });
  expect(await left(badge)).toBeGreaterThan(await left(wish));
});
