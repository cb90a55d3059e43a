import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { staticPaths } from '../../src/app/prerender-paths';

/** The dark theme's background (look.palette.background in src/config/shop.ts) as a computed style reads it. */
export const DARK_BACKGROUND = 'rgb(11, 17, 32)';

/** Every prerendered route of the shop, plus query variants and an unknown path. */
export const ROUTES: readonly string[] = [
  ...staticPaths.slice(0, 2),
  '/products?category=electronics',
  '/products?featured=true',
  '/products?sale=true',
  '/product/1',
  '/product/2',
  ...staticPaths.slice(2),
  '/search?q=wireless',
  '/search?q=zzzznotfound',
  '/no-such-page',
];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (2 s at most) for running finite animations and transitions to end: text mid-way through a
 * fade (a toast entering or leaving) has a contrast axe would rightly flag, but no one reads it.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any violation. On a hydrated
 * page that landed with a query string (a category, a facet, a variant) it first waits until the
 * page shows what the address asks (boot/query-pending.tsx drops its flag): the switch recolours
 * the chosen buttons through a colour transition, and a colour half-way through it (which axe
 * rightly reads as poor contrast) must not be what axe sees.
 */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return !root.hasAttribute('data-query-pending') || root.dataset.hydrated !== 'true';
  });
  await settleAnimations(page);
  // While axe runs, toasts lose their transitions: one whose time runs out during the run vanishes
  // at once instead of fading out half-read (a colour axe would rightly flag). Only the toasts':
  // the page's own reduced-motion styles shift its layout by a pixel, which moves what lies under
  // the sticky header.
  const still = await page.addStyleTag({
    content:
      '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }',
  });
  try {
    await runAxe(page, context);
  } finally {
    await still.evaluate((style) => style.parentNode?.removeChild(style));
  }
}

async function runAxe(page: Page, context: string): Promise<void> {
  // axe runs in the page itself (its "legacy" mode, axe.run): the default splits the run and
  // finishes it in a blank page it opens for every check, which made each check two to three times
  // slower (3.8 s against 1.1 s on the home page here) for what only cross-origin frames need, and
  // the shop has none: a page with a frame fails here rather than being checked partly.
  expect(page.frames(), `frames on the page ${context}`).toHaveLength(1);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page (the root sets data-hydrated on <html>). A page that has
 * not hydrated in 30 s (a few seconds at most, even on the throttled phone profile) fails with what
 * it had loaded by then, its scripts with their start and end times, to tell a stalled download
 * from a boot that never ran.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        url: location.href,
        readyState: document.readyState,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return `${timing.name.split('/').pop()} ${Math.round(timing.startTime)}-${Math.round(timing.responseEnd)} ms`;
          }),
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`The page never hydrated: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Records Content-Security-Policy violations from the first script on (read with cspViolations). */
export async function collectCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Stored keys and values of both storages, for checks that nothing was stored that should not be. */
export async function storageSnapshot(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const [prefix, area] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (let i = 0; i < area.length; i += 1) {
        const key = area.key(i);
        if (key !== null) out[`${prefix}:${key}`] = area.getItem(key) ?? '';
      }
    }
    return out;
  });
}

/**
 * What a 404 response legitimately logs: the browser's note of the document's status and the
 * 404 page's log of the unknown path (docs/shop-rules.md, Help and content pages).
 */
export function expectedOn404(message: string): boolean {
  return message.includes('status of 404') || message.includes('404 Error');
}

/** The host serving the tests' baseURL: `npm start`'s server, or one of playwright.config.ts's hosts. */
export type HostName = 'reference' | 'plain' | 'nginx' | 'caddy';
export type HostOptions = { host: HostName };

type Fixtures = { consoleErrors: string[] };

/** What Playwright itself logs where it blocks the shop's service worker (playwright.config.ts). */
const blockedWorker = 'Service Worker registration blocked by Playwright';

/**
 * `consoleErrors` collects console errors, warnings and page errors (not Playwright's own note on
 * the service worker it blocks); a test that does not expect any asserts the list is empty.
 */
export const test = base.extend<Fixtures & HostOptions>({
  host: ['reference', { option: true }],
  consoleErrors: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().includes(blockedWorker)) return;
      if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await use(messages);
  },
});

export { expect };
