import type { Page } from '@playwright/test';

export { useMobileProfile } from '../../scripts/mobile-profile.mjs';

/** Opens a page and returns as soon as the response starts: the test then acts at first sight. */
export async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** True until React has hydrated the page (the root sets data-hydrated on <html>). */
export async function stillLoading(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated !== 'true');
}

/**
 * Holds back the requests matching `pattern` until `release()` is called, so a test can act on
 * the page while they are on their way (whatever the machine's load).
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the app's JavaScript until `release()` is called, so a test can act on the page
 * before it can possibly have hydrated (whatever the machine's load).
 */
export function holdAppScripts(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}
