import { connectionAllowsExtras } from '@/lib/connection';
import { whenQuiet } from '@/lib/when-idle';
import { offlineCaches, offlineWarmList } from '../offline-caches';

/** How many files are fetched together between two quiet moments. */
const BATCH = 4;
/**
 * Warming waits until the page has been open this long and the shopper has left it alone for
 * QUIET_MS: on a phone's slow network it would otherwise share the link with the page's own
 * requests (the catalogue index, a search's suggestions).
 */
const SINCE_LOAD_MS = 8000;
const QUIET_MS = 2000;

const cacheFor = (url: string) => (url.startsWith('/data/') ? offlineCaches.data : offlineCaches.assets);

/**
 * Fills the service worker's caches with what the build listed (offlineWarmList: the code a first
 * visit did not load and the catalogue index), a few files at a time while the page is idle, so
 * that after one visit every screen works offline. Files already kept are skipped, so a later
 * visit only finishes the job or fetches what a new deploy changed. It starts 8 s after the page
 * loaded and pauses while the shopper presses, types or scrolls. Stops as soon as the
 * connection asks to save data, drops to 2G or goes away (the next page load goes on). Marks
 * `<html data-offline-warm="done">` once everything is kept.
 */
export async function warmOffline(): Promise<void> {
  const { files } = (await (await fetch(offlineWarmList)).json()) as { files: string[] };
  for (let start = 0; start < files.length; start += BATCH) {
    await whenQuiet({ sinceLoad: SINCE_LOAD_MS, quiet: QUIET_MS });
    if (!navigator.onLine || !connectionAllowsExtras()) return;
    await Promise.all(
      files.slice(start, start + BATCH).map(async (url) => {
        const cache = await caches.open(cacheFor(url));
        if (!(await cache.match(url))) await cache.add(url);
      }),
    );
  }
  document.documentElement.dataset.offlineWarm = 'done';
}
