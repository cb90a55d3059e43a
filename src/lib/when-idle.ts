/**
 * Resolves when the browser is next idle (at the latest after `timeout` ms), or after a short
 * pause where it cannot tell (no requestIdleCallback): for work the shopper did not ask for.
 */
export function whenIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}

/** What the page is fetching for itself (its catalogue answers), until each has settled. */
const pageWorks = new Set<Promise<unknown>>();
let onPageWorkDone: (() => void)[] = [];

/**
 * Marks `work` as the page's own (a list's or a search's catalogue answer, a product's shard):
 * background fetches wait for it (`whenPageWorkDone`), so that on a phone's slow link they do not
 * share it with what the shopper is waiting to see. Returns `work`.
 */
export function pageWork<T>(work: Promise<T>): Promise<T> {
  pageWorks.add(work);
  const done = () => {
    pageWorks.delete(work);
    if (pageWorks.size > 0) return;
    const waiting = onPageWorkDone;
    onPageWorkDone = [];
    for (const resolve of waiting) resolve();
  };
  work.then(done, done);
  return work;
}

/** Resolves once nothing marked with `pageWork` is on its way (at once if nothing is). */
export function whenPageWorkDone(): Promise<void> {
  if (pageWorks.size === 0) return Promise.resolve();
  return new Promise((resolve) => onPageWorkDone.push(resolve));
}

/** Resolves once the browser has been idle, the page's own fetches are in, and it is idle again. */
export function whenPageSettled(): Promise<void> {
  return whenIdle()
    .then(whenPageWorkDone)
    .then(() => whenIdle());
}

/** When the shopper last pressed or typed, and last scrolled, or the page hydrated (performance.now()). */
let lastPress = 0;
let lastScroll = 0;
let listening = false;

/**
 * Resolves once the page is at least `sinceLoad` ms old, the shopper has not pressed, typed or
 * (with `countScrolls`, the default) scrolled for `quiet` ms (counted from the first call at the
 * earliest, made as the page hydrates: a page that took long to hydrate has not been quiet all
 * that time, the shopper is about to tap), the page's own fetches are in (`pageWork`) and the
 * browser is idle: for background work that would compete with what the shopper is doing (a
 * search typed, a sort changed, a list's data on its way). Without `countScrolls`, for work that
 * serves what a scroll brings into view (the link prefetcher).
 */
export async function whenQuiet({ sinceLoad = 0, quiet = 2000, countScrolls = true } = {}): Promise<void> {
  if (!listening) {
    listening = true;
    // The first call comes as the page hydrates: the quiet is counted from then.
    lastPress = lastScroll = performance.now();
    const pressed = () => (lastPress = performance.now());
    for (const type of ['pointerdown', 'keydown', 'input', 'touchstart'])
      addEventListener(type, pressed, { capture: true, passive: true });
    addEventListener('scroll', () => (lastScroll = performance.now()), { capture: true, passive: true });
  }
  for (;;) {
    const lastInput = countScrolls ? Math.max(lastPress, lastScroll) : lastPress;
    const wait = Math.max(sinceLoad - performance.now(), lastInput + quiet - performance.now());
    if (wait <= 0) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await whenPageWorkDone();
  await whenIdle();
}
