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

/** A script or data file asked for after a press: its path and when it started (ms after). */
export interface AskedFor {
  file: string;
  after: number;
}

/**
 * Marks, in the page, the moment of the next `event` (the press) and the moment an element
 * matching `selector` (with `text`, when given) is first in the document (what the press shows).
 * `askedFor` then lists the scripts and data requested between the two (with `untilShown: false`,
 * from the press until now). What the new view asks for once it is shown (warming its next step)
 * is not part of the press; but React may run a new view's effects before the observer hears of
 * its elements, so where the view starts requests on mount, tell them apart by file instead.
 */
export async function watchPress(
  page: Page,
  event: 'click' | 'pointerdown',
  selector: string,
  text?: string,
): Promise<{ askedFor: (options?: { untilShown: boolean }) => Promise<AskedFor[]> }> {
  await page.evaluate(
    ({ event, selector, text }) => {
      const marks = window as unknown as { pressAt?: number; shownAt?: number };
      document.addEventListener(event, (press) => (marks.pressAt = press.timeStamp), {
        capture: true,
        once: true,
      });
      const seen = new MutationObserver(() => {
        const found = document.querySelector(selector);
        if (!found || (text !== undefined && found.textContent !== text)) return;
        marks.shownAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { event, selector, text },
  );
  return {
    askedFor: ({ untilShown } = { untilShown: true }) =>
      page.evaluate((untilShown) => {
        const { pressAt, shownAt } = window as unknown as { pressAt?: number; shownAt?: number };
        if (pressAt === undefined || shownAt === undefined)
          throw new Error('the press, or what it shows, was not seen');
        const until = untilShown ? shownAt : Infinity;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= pressAt && entry.startTime < until)
          .filter((entry) => /\.(js|data)(\?|$)/.test(entry.name))
          .map((entry) => ({
            file: new URL(entry.name).pathname,
            after: Math.round(entry.startTime - pressAt),
          }));
      }, untilShown),
  };
}
