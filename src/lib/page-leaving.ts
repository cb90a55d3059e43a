/**
 * A page being left is not a page that failed. When a shopper leaves a page by a full load (a typed
 * address, a reload, a bookmark) while some of its code is still on its way, Firefox ends those
 * downloads at once and rejects their imports ("error loading dynamically imported module", or
 * "A ServiceWorker intercepted the request and encountered an unexpected error"), where Chromium
 * and WebKit leave them pending. The page would then show its error state ("Something went
 * wrong", "could not be loaded") for as long as the next page takes to arrive, which on a slow
 * network is seconds.
 *
 * `heldWhileLeaving` keeps such a failure to itself while the page is being left: the load stays
 * pending, so nothing changes on the screen. If the page turns out to stay (the shopper stopped
 * the load, or came back to it from the back-forward cache), the failure goes on as it was at the
 * shopper's next press or key, or when the page shows again, and the page offers to try again as
 * for any failed load.
 */
let leaving = false;
let held: (() => void)[] = [];

function stayed(): void {
  leaving = false;
  const release = held;
  held = [];
  for (const fail of release) fail();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', stayed);
  window.addEventListener('pointerdown', stayed, true);
  window.addEventListener('keydown', stayed, true);
}

/** Whether the page is being left (a full load elsewhere has started). */
export function pageIsBeingLeft(): boolean {
  return leaving;
}

/** `promise`, unless it fails while the page is being left: then it fails only if the page stays. */
export function heldWhileLeaving<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (!leaving) throw error;
    return new Promise<T>((_, reject) => held.push(() => reject(error)));
  });
}
