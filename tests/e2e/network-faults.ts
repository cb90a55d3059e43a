// The network as a test shapes it: a chunk that fails to download until let through, a slow
// round trip on every request, and a browser that asks to save data.
import type { CDPSession, Page } from '@playwright/test';

/**
 * Fails every download of the chunk named `name` (`assets/<name>-<hash>.js`), as a phone that has
 * lost its connection would, until the returned function lets it through.
 */
export async function blockChunk(page: Page, name: string): Promise<() => void> {
  let blocked = true;
  await page.route(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`), (route) =>
    blocked ? route.abort() : route.continue(),
  );
  return () => {
    blocked = false;
  };
}

/** Adds `latencyMs` to every request's round trip from now on (bandwidth left unlimited). */
export async function addRoundTrip(page: Page, latencyMs: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return cdp;
}

/**
 * From the next page on, the browser asks to save data (what the shop reads of
 * navigator.connection): the link prefetcher fetches nothing ahead, only what a tap asks for.
 */
export async function askToSaveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
}
