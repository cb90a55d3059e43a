import { heldWhileLeaving } from './page-leaving';

/** A loader that runs `load` once and shares its result; `loaded()` is that result once it is in. */
export interface Loader<T> {
  (): Promise<T>;
  loaded: () => T | null;
}

/** When the browser last came back online or the shopper last pressed a key or a pointer. */
let lastNudge = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  // Capturing, so it is noted before the listeners that retry a load on the same event run.
  const nudged = () => (lastNudge = performance.now());
  for (const type of ['online', 'pointerdown', 'keydown'])
    addEventListener(type, nudged, { capture: true, passive: true });
}

/**
 * What to call each time one on-demand import fails. A browser may keep an import's failure for
 * the page's lifetime (Chromium 150 did, even for one that failed online: asking for the same
 * module again failed at once, without a request; 156 asks again), so a failure with the browser online reloads the page, as React Router does when a
 * route's module fails, when the earlier failure was offline or something has happened since that
 * asks for a retry (the browser came back online, the shopper pressed Try Again): the code then
 * loads afresh. The loads a page starts by itself right after a failure never reload it, so a
 * host that keeps failing a file cannot make the page reload over and over.
 */
export function reloadWhenFailedAgain(): () => void {
  const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;
  let failedOffline = false;
  let failedAt: number | null = null;
  return () => {
    const retried = failedAt !== null && (failedOffline || lastNudge > failedAt);
    if (retried && !offline()) location.reload();
    failedOffline = offline();
    failedAt = performance.now();
  };
}

/**
 * Wraps an on-demand import (`() => import('x')`): the first call starts it, later calls share it,
 * and a failed import (offline) is forgotten, so the next call tries again (reloading the page
 * the second time, `reloadWhenFailedAgain`). A failure while the page is being left by a full load
 * is held (page-leaving.ts).
 */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let result: T | null = null;
  let loading: Promise<T> | null = null;
  const failed = reloadWhenFailedAgain();
  const loader = () => {
    loading ??= heldWhileLeaving(load()).then(
      (value) => (result = value),
      (error: unknown) => {
        loading = null;
        failed();
        throw error;
      },
    );
    return loading;
  };
  loader.loaded = () => result;
  return loader;
}

/** How many page modules are being run ahead of a tap right now (`whileRunningAhead`). */
let runningAhead = 0;

/**
 * Runs `run` (the import of a page's module ahead of a tap, app/layout/page-needs.ts) with the
 * loads its modules would start as they run (`startNowUnlessAhead`) left for later.
 */
export async function whileRunningAhead<T>(run: () => Promise<T>): Promise<T> {
  runningAhead += 1;
  try {
    return await run();
  } finally {
    runningAhead -= 1;
  }
}

/**
 * Starts `loader` now, from a module as it runs, so its code arrives with the module's page;
 * unless the module is being run ahead of a tap: that downloads nothing the prefetch has not
 * chosen, and the code loads when its part renders, as on a first visit.
 */
export function startNowUnlessAhead(loader: () => Promise<unknown>): void {
  if (runningAhead === 0) loader().catch(() => undefined);
}
