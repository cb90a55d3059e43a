// The navigation bench's "bytes prefetched per page view": a fresh phone opens a page,
// waits until it has hydrated and stays 8 s without any input. Every request started after
// hydration is counted, in the three groups of request-groups.mjs: prefetched, the service worker
// and its warming, and the rest.
import { hydratedAt, onFreshPhones } from '../mobile-profile.mjs';
import { logRequests } from './request-log.mjs';
import { bytesByGroup, routeModules } from './request-groups.mjs';

export const STAY_MS = 8000;
export const BYTES_ROUTES = ['/products', '/product/1', '/'];

/** One page view of `route` at `origin` on a fresh phone; `clientDir` is the build served there. */
export async function measurePageViewBytes({ chromePath, args, origin, clientDir, route }) {
  const modules = routeModules(clientDir);
  let result;
  await onFreshPhones({ chromePath, args, runs: 1 }, async (page) => {
    const log = await logRequests(page);
    await page.goto(`${origin}${route}`);
    const hydrated = (await page.evaluate(() => performance.timeOrigin)) + (await hydratedAt(page));
    await page.waitForTimeout(STAY_MS);
    const entries = (await log.entries()).filter((entry) => entry.startedAt >= hydrated);
    result = { route, ...bytesByGroup(entries, { modules, pageUrl: page.url() }) };
  });
  return result;
}
