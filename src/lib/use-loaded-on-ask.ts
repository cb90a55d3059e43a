import { useCallback, useReducer } from 'react';
import type { Loader } from './load-once';

export interface LoadedOnAsk<T> {
  /** What `loader` gave, once it is in (on the first render already when it had loaded before). */
  value: T | null;
  /** Starts the load (once; shared with every other caller) and resolves with the value. */
  ask: () => Promise<T>;
}

/**
 * A part whose code loads when the shopper asks for it (a press, or pointing at or focusing its
 * control ahead of the press): `ask()` from the event handler, and the part renders `value` once
 * it is in. The imperative twin of `useOnDemand` (which asks by itself while `wanted`, and reports
 * failures for a Try Again): here a failed load (offline) rejects `ask()`'s promise, for the
 * handler to decide (close the menu again, keep a "Loading" line), and the next ask tries again.
 * Both render the part from its module rather than through `lazy` and `<Suspense>`, which hold back
 * what a boundary reveals (docs/decisions/0021-on-demand-parts-without-suspense.md). `loader` must
 * be module-level (`loadOnce`).
 */
export function useLoadedOnAsk<T>(loader: Loader<T>): LoadedOnAsk<T> {
  // The loader keeps the value (`loaded()`); this only renders again once it is in.
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const ask = useCallback(
    () =>
      loader().then((loaded) => {
        loadedNow();
        return loaded;
      }),
    [loader],
  );
  return { value: loader.loaded(), ask };
}
