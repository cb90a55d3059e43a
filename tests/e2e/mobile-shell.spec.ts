import { expect, test, waitForHydration } from './fixtures';
import { addRoundTrip, askToSaveData, blockChunk, watchPress } from './network-faults';

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
  const unblock = await blockChunk(page, 'mobile-menu');
  await page.goto('/');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Open menu' });
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/mobile-menu-'));
  await open.click();
  await failed;
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  unblock();
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test("the menu's code and everything it imports are asked for together, in one round trip", async ({
  page,
}) => {
  const rttMs = 400;
  // Nothing fetched ahead (as when saving data): the menu's links, once in view, would be.
  await askToSaveData(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await addRoundTrip(page, rttMs);
  const press = await watchPress(page, 'pointerdown');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const started = await press.askedFor();
  // The menu's chunk and the dialog primitives it imports: none waited for another to arrive.
  expect(started.map((request) => request.file)).toContainEqual(expect.stringMatching(/\/mobile-menu-/));
  expect(started.length).toBeGreaterThan(1);
  expect(started.filter((request) => request.after >= rttMs)).toEqual([]);
});
