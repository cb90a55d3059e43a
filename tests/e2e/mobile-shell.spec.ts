import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu opens, traps focus, closes on Escape and navigates', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // Tab through more elements than the dialog has: focus must stay inside it.
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("the menu's code failing to arrive leaves the menu closed and the page whole; the next press opens it", async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/assets\/mobile-menu-[\w-]{8}\.js$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await page.goto('/');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Open menu' });
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/mobile-menu-'));
  await open.click();
  await failed;
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  blocked = false;
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
