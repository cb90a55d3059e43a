// The network as a test shapes it: a chunk that fails to download until let through, and a slow
// round trip on every request.
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
