// The network as a test shapes it: a chunk that fails to download until let through, a slow
// round trip on every request, a browser that asks to save data; and what a press asked for.
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

/** A script or data file asked for after a press: its path and when it started (ms after). */
export interface AskedFor {
  file: string;
  after: number;
}

/**
 * Marks, in the page, the moment of the next `event` (the press). `askedFor` then lists the scripts
 * and data requested since. What a new view asks for once shown (warming its next step) is not
 * part of the press, and no observer can tell it apart by time (React may run the view's effects
 * before a MutationObserver hears of its elements): where a view starts requests on mount, the
 * test picks the press's own by file.
 */
export async function watchPress(
  page: Page,
  event: 'click' | 'pointerdown',
): Promise<{ askedFor: () => Promise<AskedFor[]> }> {
  await page.evaluate((event) => {
    const marks = window as unknown as { pressAt?: number };
    document.addEventListener(event, (press) => (marks.pressAt = press.timeStamp), {
      capture: true,
      once: true,
    });
  }, event);
  return {
    askedFor: () =>
      page.evaluate(() => {
        const { pressAt } = window as unknown as { pressAt?: number };
        if (pressAt === undefined) throw new Error('the press was not seen');
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= pressAt && /\.(js|data)(\?|$)/.test(entry.name))
          .map((entry) => ({
            file: new URL(entry.name).pathname,
            after: Math.round(entry.startTime - pressAt),
          }));
      }),
  };
}
