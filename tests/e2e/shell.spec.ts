import { expect, test, waitForHydration } from './fixtures';

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('navigating moves focus to the new page heading and sets its title', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Categories | Lumina');
});

test('unknown paths get the 404 page with status 404 and log the path', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
  await expect.poll(() => consoleErrors.join('\n')).toContain('/no-such-page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('scroll position comes back on reload and on Back, and a new page starts at the top', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

  // The sticky header stays on screen: focusing its link does not scroll the page.
  const categories = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' });
  await categories.focus();
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await categories.click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});
