import { connectionAllowsExtras } from '@/lib/connection';
import { whenIdle } from '@/lib/when-idle';
import { offlineCaches, offlineWarmList } from '../offline-caches';

/** How many files are fetched together between two idle moments. */
const BATCH = 4;

const cacheFor = (url: string) => (url.startsWith('/data/') ? offlineCaches.data : offlineCaches.assets);

/**
 * Fills the service worker's caches with what the build listed (offlineWarmList: the code a first
 * visit did not load and the catalogue index), a few files at a time while the page is idle, so
 * that after one visit every screen works offline. Files already kept are skipped, so a later
 * visit only finishes the job or fetches what a new deploy changed. Stops as soon as the
 * connection asks to save data, drops to 2G or goes away (the next page load goes on). Marks
 * `<html data-offline-warm="done">` once everything is kept.
 */
export async function warmOffline(): Promise<void> {
  const { files } = (await (await fetch(offlineWarmList)).json()) as { files: string[] };
  for (let start = 0; start < files.length; start += BATCH) {
    await whenIdle();
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
