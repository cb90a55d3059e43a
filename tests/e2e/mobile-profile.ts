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
 * Holds back the app's JavaScript until `release()` is called, so a test can act on the page
 * before it can possibly have hydrated (whatever the machine's load).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
