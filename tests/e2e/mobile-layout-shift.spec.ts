// Nothing moves on a phone: at 390x844, DPR 3, touch, every route loads, hydrates and
// scrolls from top to bottom (lazy images, the buy bar) with no layout shift at all.
import type { Page } from '@playwright/test';
import { ROUTES, expect, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });

/**
 * Scrolls half a screen at a time to the bottom, waiting after each step for a frame to draw what it
 * shows. The steps are counted once, from the layout viewport (clientHeight: a pinch zoom or a page
 * scale cannot shrink it), and each is its own call: a frame that does not come within 10 s fails
 * at its step, saying what the page was doing (in a full run a frame once never came, and the test
 * only timed out).
 */
async function scrollThrough(page: Page): Promise<void> {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: document.documentElement.clientHeight,
  }));
  expect(screen, 'the layout viewport has a height').toBeGreaterThan(0);
  const step = Math.ceil(screen / 2);
  for (let y = 0; y < height + step; y += step) {
    const drawn = await page.evaluate(
      (top) =>
        new Promise<string>((resolve) => {
          window.scrollTo(0, top);
          const noFrame = setTimeout(() => {
            const state = {
              visibility: document.visibilityState,
              scrollY: window.scrollY,
              renderBlocking: [...document.querySelectorAll('link[blocking~="render"]')].map(
                (link) =>
                  `${link.getAttribute('href')} (target ${document.querySelector(link.getAttribute('href') ?? '') ? 'present' : 'missing'})`,
              ),
              hydrating: document.querySelectorAll('[data-hydrating]').length,
            };
            resolve(`no frame within 10 s at ${top}: ${JSON.stringify(state)}`);
          }, 10_000);
          requestAnimationFrame(() => {
            clearTimeout(noFrame);
            resolve('drawn');
          });
        }),
      Math.min(y, height),
    );
    expect(drawn).toBe('drawn');
  }
}

for (const route of ROUTES) {
  test(`${route}: no layout shift at 390 px, loading and scrolled through`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(route);
    await waitForHydration(page);
    // Whatever the page loads after hydration (images, the list's data) lands before it is scrolled:
    // the network quiet, and no list still hidden for its address or busy with its answer (on a busy
    // machine the answer can come after the network has gone quiet).
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html[data-query-pending], [aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShifts(page), `${route} after loading`).toEqual({ total: 0, sources: [] });
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${route} scrolled through`).toEqual({ total: 0, sources: [] });
  });
}
