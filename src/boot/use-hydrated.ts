import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. Use it to show client-only
 * state without a hydration mismatch. The switch re-renders the component synchronously (one task):
 * for large content use useHydratedInTransition.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Like useHydrated, for a page whose client-only content is large (a product grid, search
 * results): after hydration it switches in a transition, so React renders that content in short
 * slices instead of one long task. Mounted later by client navigation (the app has already hydrated, which
 * AppProviders records on <html data-hydrated>), it is true at once.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true',
  );
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
