import {
  ROUTES,
  collectCspViolations,
  cspViolations,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from './fixtures';

for (const route of ROUTES) {
  test(`${route} renders one h1, a title and no axe violations`, async ({ page, consoleErrors }) => {
    await collectCspViolations(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Lumina$/);
    await expectNoAxeViolations(page, route);
    // The 404 page logs the unknown path (spec) and its document arrives with status 404.
    const unexpected = consoleErrors.filter(
      (m) => !(route === '/no-such-page' && (m.includes('404 Error') || m.includes('status of 404'))),
    );
    expect(unexpected).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}
