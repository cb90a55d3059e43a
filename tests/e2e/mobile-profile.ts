import type { Page } from '@playwright/test';

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile profile models it: 4x CPU
 * slowdown and slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up), set through Chromium's
 * DevTools protocol. Applies to the page's next navigations.
 */
export async function useMobileProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens a page and returns as soon as the response starts: the test then acts at first sight. */
export async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** True until React has hydrated the page (the root sets data-hydrated on <html>). */
export async function stillLoading(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated !== 'true');
}
