import type { Loader } from './load-once';
import { useRetryable } from './use-retryable';

export interface OnDemand<T> {
  /** What `loader` gave, once it is in: on the first render already when it had loaded before. */
  value: T | null;
  /** The load failed (offline): nothing is asked again until `retry` or the browser is back online. */
  failed: boolean;
  retry: () => void;
}

/**
 * A part of a page whose code is loaded on demand (`loadOnce`), rendered from its module once it is
 * in rather than through `lazy` and `<Suspense>`: React holds back what a boundary reveals until
 * 300 ms after its fallback showed, even when the code arrives a moment later
 * (docs/decisions/0021-on-demand-parts-without-suspense.md). Asked for when `wanted`; a failure is
 * reported as any request's is (`useRetryable`), so the page can say so and offer to try again.
 * `loader` must be module-level.
 */
export function useOnDemand<T>(loader: Loader<T>, wanted: boolean): OnDemand<T> {
  const loaded = loader.loaded();
  // Already in: nothing to ask for, and no render to wait for it.
  const { answer, failed, retry } = useRetryable(wanted && loaded === null ? 'load' : null, loader);
  const value = loaded ?? answer?.value ?? null;
  return { value, failed: failed && value === null, retry };
}
