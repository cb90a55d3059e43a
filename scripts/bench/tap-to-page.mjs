/* global window, document, MutationObserver, requestAnimationFrame -- the functions passed to the page run in the browser. */
// One journey of the navigation bench on fresh phones: open the page on the left, wait
// until it has hydrated, scroll its link into view, leave it idle 1.5 s, tap the link. Timed in the
// page, from the click event's timeStamp to the first frame showing the next page's <h1> (a
// MutationObserver sees it in <main>, the time is taken in the next animation frame), with the
// requests the page started in between.
import { median } from '../median.mjs';
import { hydratedAt, onFreshPhones } from '../mobile-profile.mjs';
import { isServiceWorkerTraffic, requestsText } from './request-groups.mjs';
import { logRequests } from './request-log.mjs';

const IDLE_MS = 1500;

/** In the page: records the first click's time and the first frame with `expected` as <main>'s h1. */
function recordNavigation(expected) {
  const record = {
    timeOrigin: performance.timeOrigin,
    controlled: Boolean(navigator.serviceWorker?.controller),
  };
  window.__navigation = record;
  const shown = () =>
    [...document.querySelectorAll('main h1')].some(
      (h1) => h1.textContent.trim() === expected && h1.getClientRects().length > 0,
    );
  record.alreadyShown = shown();
  document.addEventListener('click', (event) => (record.clickAt ??= event.timeStamp), true);
  window.__navigationShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (record.clickAt === undefined || !shown()) return;
      observer.disconnect();
      record.seenAt = performance.now();
      requestAnimationFrame(() => resolve((record.shownAt = performance.now())));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The page's record once it has the frame showing the next page; undefined if the tap loaded a new
 * document (the record went with the old one). Awaits the page's own promise: polling (Playwright's
 * `waitForFunction` asks every animation frame) would make the browser render a frame each 16 ms
 * during the move, work a shopper's phone does not do, and more of it the longer the move.
 */
async function recordWhenShown(page) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('the next page did not show within 30 s')), 30_000);
  });
  const shown = page
    .evaluate(async () => {
      await window.__navigationShown;
      return window.__navigation;
    })
    .catch((error) => {
      if (/context was destroyed|navigation/i.test(error.message)) return undefined;
      throw error;
    });
  try {
    return await Promise.race([shown, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `journey` ({ name, from, link(page), heading }: heading is the next page's h1 text, or
 * 'link text' for the tapped link's own text) `runs` times on fresh phones at `origin`.
 * `network: false` throttles the CPU only; `serviceWorkers: 'block'` keeps service workers out.
 * Returns the median, every run's time, the requests of the median run (not counting the service
 * worker's own and its warming), the runs a service worker controlled at the tap, and the runs
 * that failed (and why).
 */
export async function measureJourney({
  chromePath,
  args,
  origin,
  journey,
  runs,
  network = true,
  serviceWorkers,
}) {
  const results = [];
  const failures = [];
  await onFreshPhones({ chromePath, args, runs, network, serviceWorkers }, async (page) => {
    const log = network ? await logRequests(page) : undefined;
    try {
      await page.goto(`${origin}${journey.from}`);
      await hydratedAt(page);
      const link = journey.link(page);
      await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
      const expected = journey.heading === 'link text' ? (await link.textContent()).trim() : journey.heading;
      await page.waitForTimeout(IDLE_MS);
      await page.evaluate(recordNavigation, expected);
      if (await page.evaluate(() => window.__navigation.alreadyShown)) {
        throw new Error(`"${expected}" is already the page's heading before the tap`);
      }
      await link.tap({ timeout: 10_000 });
      const record = await recordWhenShown(page);
      if (!record) throw new Error('the tap loaded a new document (no client navigation)');
      const ms = record.shownAt - record.clickAt;
      const entries = log ? await log.entries() : [];
      const [from, to] = [record.timeOrigin + record.clickAt, record.timeOrigin + record.shownAt];
      const pageUrl = `${origin}${journey.from}`;
      const after = entries.filter(
        (e) =>
          !isServiceWorkerTraffic(e, pageUrl) &&
          !e.answeredByCache &&
          e.startedAt >= from &&
          e.startedAt <= to,
      );
      results.push({ ms, requests: after, from, controlled: record.controlled });
    } catch (error) {
      failures.push(error.message.split('\n')[0]);
    }
  });
  const times = results.map((r) => r.ms);
  const middle = [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)];
  return {
    name: journey.name,
    medianMs: median(times),
    times,
    requests: middle ? requestsText(middle.requests, middle.from) : '-',
    requestCounts: results.map((r) => r.requests.length),
    requestList: middle?.requests ?? [],
    controlledRuns: results.filter((r) => r.controlled).length,
    failures,
  };
}
