import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The dark theme at 390 px: the mobile menu's choice, and axe on the screens made for phones.
const DARK = 'rgb(11, 17, 32)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the mobile menu offers the three theme choices', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const group = page.getByRole('group', { name: 'Theme' });
  await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
  await group.getByText('Dark').click();
  await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await background(page)).toBe(DARK);
  await expectNoAxeViolations(page, 'mobile menu, dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
});

for (const route of ['/', '/products', '/product/1', '/cart', '/checkout', '/search?q=a']) {
  test(`${route} at 390 px in the dark theme: axe clean`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route);
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK);
    await expectNoAxeViolations(page, `${route}, dark, 390 px`);
  });
}
