/** A loader that runs `load` once and shares its result; `loaded()` is that result once it is in. */
export interface Loader<T> {
  (): Promise<T>;
  loaded: () => T | null;
}

/**
 * Wraps an on-demand import (`() => import('x')`): the first call starts it, later calls share it,
 * and a failed import (offline) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let result: T | null = null;
  let loading: Promise<T> | null = null;
  const loader = () => {
    loading ??= load().then(
      (value) => (result = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  loader.loaded = () => result;
  return loader;
}
