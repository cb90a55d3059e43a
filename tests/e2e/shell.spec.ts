import { collectCspViolations, cspViolations, expect, test, waitForHydration } from './fixtures';

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

test("every page carries its own script policy, and an inline script that is not the page's own never runs", async ({
  page,
}) => {
  await collectCspViolations(page);
  const response = await page.goto('/product/1');
  const html = (await response?.text()) ?? '';
  const pagePolicy =
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
      html,
    )?.[1];
  expect(pagePolicy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    // The browser reports the blocked script as it refuses it: the check waits for that report.
    const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await refused;
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await cspViolations(page)).join('\n')).toContain('script-src');
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

test('the main navigation marks one current page: Products on the list, Featured on its filter', async ({
  page,
}) => {
  const main = page.getByRole('navigation', { name: 'Main' });
  const current = main.locator('[aria-current="page"]');
  await page.goto('/products');
  await waitForHydration(page);
  await expect(current).toHaveText(['Products']);
  await main.getByRole('link', { name: 'Featured' }).click();
  await expect(page).toHaveURL(/\/products\?featured=true$/);
  await expect(current).toHaveText(['Featured']);
  await page.goto('/cart');
  await expect(current).toHaveCount(0);
});
