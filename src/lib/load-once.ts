import { heldWhileLeaving } from './page-leaving';

/** A loader that runs `load` once and shares its result; `loaded()` is that result once it is in. */
export interface Loader<T> {
  (): Promise<T>;
  loaded: () => T | null;
}

/**
 * What to call each time one on-demand import fails. A browser may keep an import's failure for
 * the page's lifetime (Chromium does for one that failed offline: asking for the same module again
 * fails at once, without a request), so a failure once the browser is back online, after one while
 * it was offline, reloads the page, as React Router does when a route's module fails: the
 * shopper's retry (Try Again, or coming back online) then loads the code afresh. A failure with the
 * browser online all along (a host that failed a request) is left to the next try.
 */
export function reloadWhenFailedAgain(): () => void {
  const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;
  let failedOffline = false;
  return () => {
    if (failedOffline && !offline()) location.reload();
    failedOffline = offline();
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
