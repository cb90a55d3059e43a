import {
  ROUTES,
  collectCspViolations,
  cspViolations,
  expect,
  expectNoAxeViolations,
  expectedOn404,
  test,
  waitForHydration,
} from './fixtures';

// Also run against nginx and Caddy (tag @server, playwright.config.ts): every route renders there
// too, with its status and no console error or CSP violation. Accessibility belongs to the build,
// not the host, so axe runs once, against `npm start`'s server.
for (const route of ROUTES) {
  test(`${route} renders one h1, a title, no console error or CSP violation (axe: npm start) @server`, async ({
    page,
    consoleErrors,
    host,
  }) => {
    await collectCspViolations(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Lumina$/);
    if (host === 'reference') await expectNoAxeViolations(page, route);
    // The 404 page logs the unknown path (docs/shop-rules.md) and its document arrives with status 404.
    const unexpected = consoleErrors.filter((m) => !(route === '/no-such-page' && expectedOn404(m)));
    expect(unexpected).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}
