import type { Page } from '@playwright/test';
import { DARK_BACKGROUND, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The shop's two backgrounds (look.palette.background in src/config/shop.ts) as computed styles read them.
const LIGHT = 'rgb(255, 255, 255)';
const DARK = DARK_BACKGROUND;
// The browser bar's colours (config/shop.ts, themeColors).
const BAR = { light: '#4338ca', dark: '#0b1120' };

/** The body's background when the document had just been parsed (before any script of the app ran). */
async function recordFirstPaintColours(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { firstPaint?: { background: string; hydrated: boolean } };
      w.firstPaint = {
        background: getComputedStyle(document.body).backgroundColor,
        hydrated: document.documentElement.dataset.hydrated === 'true',
      };
    });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { firstPaint: { background: string; hydrated: boolean } }).firstPaint,
  );
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The browser bar's colour: the first theme-color meta that applies (as a browser picks it). */
const barColour = (page: Page) =>
  page.evaluate(() => {
    const metas = [...document.querySelectorAll('meta[name="theme-color"]')];
    const applies = metas.find(
      (m) => !m.getAttribute('media') || matchMedia(m.getAttribute('media')!).matches,
    );
    return { colour: applies?.getAttribute('content'), metas: metas.length };
  });

test.describe('theme', () => {
  test('follows the system: dark and light, and live when the system changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK);
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(LIGHT);
  });

  test('the header control switches, and the choice survives a reload with no flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstPaintColours(page);
    await page.goto('/product/3');
    await waitForHydration(page);
    // From the system's (light here), the first press shows the other theme.
    await page.getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(await background(page)).toBe(DARK);
    expect(await barColour(page)).toEqual({ colour: BAR.dark, metas: 3 });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    // At DOMContentLoaded, before the app has hydrated, the page is already dark.
    expect(await firstPaint(page)).toEqual({ background: DARK, hydrated: false });
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(await barColour(page)).toEqual({ colour: BAR.dark, metas: 3 });

    // Dark -> Light -> System (on a light system); a choice wins over the system meanwhile.
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(LIGHT);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(DARK);
    expect(await barColour(page)).toEqual({ colour: BAR.dark, metas: 2 });
  });

  test('a stored light choice holds on a dark system from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await recordFirstPaintColours(page);
    await page.goto('/cart');
    expect(await firstPaint(page)).toEqual({ background: LIGHT, hydrated: false });
    await waitForHydration(page);
    expect(await background(page)).toBe(LIGHT);
  });

  test('garbage in storage means the system theme, and is removed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', '<script>alert(1)</script>');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK);
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('forced colours still show the controls and stars', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
    await page.goto('/product/1');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  });
});

test.describe("the dark theme's states", () => {
  test('a toast, an error toast and a confirmation dialog: axe clean', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/product/3');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' })).toBeVisible();
    await expectNoAxeViolations(page, 'toast, dark');

    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Missing Information' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'error toast and invalid fields, dark');

    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Clear Cart', expanded: false }).click();
    await expect(page.getByRole('alertdialog', { name: 'Clear your cart?' })).toBeVisible();
    await expectNoAxeViolations(page, 'confirmation dialog, dark');
  });
});
