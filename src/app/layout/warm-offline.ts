import { marketUrl } from '@/config/market';
import { connectionAllowsExtras } from '@/lib/connection';
import { whenPageSettled, whenQuiet } from '@/lib/when-idle';
import { offlineCaches, offlineWarmList } from '../offline-caches';

/** What the build listed (scripts/postbuild/offline-warm-list.mjs, `marketWarmFiles`). */
interface WarmList {
  /** The code the cart, the checkout and the order confirmation need, on every page they are part of. */
  first: string[];
  /** The rest of the code and the catalogue index. */
  rest: string[];
}

/** How many files are fetched together between two quiet moments. */
const BATCH = 4;
/**
 * Warming the rest waits until the page has been open this long and the shopper has left it alone
 * for QUIET_MS: on a phone's slow network it would otherwise share the link with the page's own
 * requests (the catalogue index, a search's suggestions).
 */
const SINCE_LOAD_MS = 8000;
const QUIET_MS = 2000;

const cacheFor = (url: string) => (url.startsWith('/data/') ? offlineCaches.data : offlineCaches.assets);

async function keepFile(url: string): Promise<void> {
  const cache = await caches.open(cacheFor(url));
  if (!(await cache.match(url))) await cache.add(url);
}

/** Keeps `files`, BATCH at a time once `moment` has come; false when the connection says stop. */
async function keepAll(files: readonly string[], moment: () => Promise<void>): Promise<boolean> {
  for (let start = 0; start < files.length; start += BATCH) {
    await moment();
    if (!navigator.onLine || !connectionAllowsExtras()) return false;
    await Promise.all(files.slice(start, start + BATCH).map(keepFile));
  }
  return true;
}

/**
 * Fills the service worker's caches with what the build listed (offlineWarmList: the code a first
 * visit did not load and the catalogue index), a few files at a time while the page is idle, so
 * that after one visit every screen works offline. First the code the cart, the checkout and the
 * order confirmation need, as soon as the page's own work is done (its catalogue answers in and the
 * browser idle: `whenPageSettled`), so that a short visit is enough for them (`<html
 * data-offline-warm="checkout">`); then the rest, from 8 s after the page loaded, pausing while
 * the shopper presses, types or scrolls. Files already kept are skipped, so a later visit only
 * finishes the job or fetches what a new deploy changed. Stops as soon as the connection asks to
 * save data, drops to 2G or goes away (the next page load goes on). Marks `<html
 * data-offline-warm="done">` once everything is kept.
 */
export async function warmOffline(): Promise<void> {
  // Each market's own list, beside its pages (/de/offline-warm.json): its words' code, its catalogue.
  const { first, rest } = (await (await fetch(marketUrl(offlineWarmList))).json()) as WarmList;
  const root = document.documentElement;
  if (!(await keepAll(first, whenPageSettled))) return;
  root.dataset.offlineWarm = 'checkout';
  if (!(await keepAll(rest, () => whenQuiet({ sinceLoad: SINCE_LOAD_MS, quiet: QUIET_MS })))) return;
  root.dataset.offlineWarm = 'done';
}
