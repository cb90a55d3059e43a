import {
  DARK_BACKGROUND,
  ROUTES,
  collectCspViolations,
  cspViolations,
  expect,
  expectNoAxeViolations,
  expectedOn404,
  test,
  waitForHydration,
} from './fixtures';

// A few routes also run against nginx and Caddy (tag @server, playwright.config.ts): they render
// there too, with no console error or CSP violation. That every other route gets the same document,
// status and headers there is checked request by request (hosting.spec.ts), so a browser on each
// host would only repeat what `npm start`'s server shows. Accessibility belongs to the build,
// not the host, so axe runs once, against `npm start`'s server: in the light theme, and on the
// desktop also in the dark one, the system switched on the page already loaded (the shop follows it
// live, theme.spec.ts), with the WCAG 2.2 AA tags.

/** The routes also rendered on every host: a page, a listing with a query, a product, a search, the 404. */
const ON_EVERY_HOST = new Set([
  '/',
  '/products?category=electronics',
  '/product/1',
  '/search?q=wireless',
  '/no-such-page',
]);

for (const route of ROUTES) {
  const tag = ON_EVERY_HOST.has(route) ? ' @server' : '';
  test(`${route} renders one h1, a title, no console error or CSP violation (axe: npm start)${tag}`, async ({
    page,
    consoleErrors,
    host,
  }, testInfo) => {
    await collectCspViolations(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Lumina$/);
    if (host === 'reference') await expectNoAxeViolations(page, route);
    if (host === 'reference' && testInfo.project.name === 'desktop') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(DARK_BACKGROUND);
      await expectNoAxeViolations(page, `${route}, dark`);
    }
    // The 404 page logs the unknown path (docs/shop-rules.md) and its document arrives with status 404.
    const unexpected = consoleErrors.filter((m) => !(route === '/no-such-page' && expectedOn404(m)));
    expect(unexpected).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}
