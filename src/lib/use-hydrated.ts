import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// The one answer to "has the app hydrated?". The root marks it once, after its first commit in
// the browser (boot/handover.tsx), on <html data-hydrated>, where the end-to-end tests read it
// too; code outside React asks `appHydrated()`, components `useHydrated()`.

/** Whether the app has hydrated: false in the prerendered HTML and while hydrating, true after. */
export function appHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

const subscribe = () => () => {};
const before = () => false;
const after = () => true;

interface UseHydratedOptions {
  /**
   * For a component whose client-only content is large (a product grid, search results): the
   * switch after hydration happens in a transition, so React renders that content in short slices
   * instead of one long task. Mounted later (a page reached by a link) it is true at once.
   */
  inTransition?: boolean;
}

/**
 * False in the prerendered HTML and during hydration, true afterwards: for client-only state shown
 * without a hydration mismatch. Without `inTransition` the switch re-renders synchronously.
 */
export function useHydrated({ inTransition = false }: UseHydratedOptions = {}): boolean {
  // A store whose browser answer differs from the prerender's makes React render the component
  // again at once, synchronously, after hydrating; in a transition that answer is not read, so it
  // is the prerender's too (a whole product list rendered again in one task, for nothing).
  const rendered = useSyncExternalStore(subscribe, inTransition ? before : after, before);
  const [switched, setSwitched] = useState(appHydrated);
  useEffect(() => {
    if (inTransition && !switched) startTransition(() => setSwitched(true));
  }, [inTransition, switched]);
  return inTransition ? switched : rendered;
}
