// Nothing moves on a phone (issue #34): at 390x844, DPR 3, touch, every route loads, hydrates and
// scrolls from top to bottom (lazy images, the buy bar) with no layout shift at all.
import type { Page } from '@playwright/test';
import { ROUTES, expect, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

/** Scrolls a screen at a time to the bottom, waiting a frame after each step for what it shows. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}

for (const route of ROUTES) {
  test(`${route}: no layout shift at 390 px, loading and scrolled through`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(route);
    await waitForHydration(page);
    // Whatever the page loads after hydration (images, the list's data) lands before it is scrolled.
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${route} after loading`).toEqual({ total: 0, sources: [] });
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${route} scrolled through`).toEqual({ total: 0, sources: [] });
  });
}
