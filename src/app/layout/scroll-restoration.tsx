// React Router's own <ScrollRestoration> is this hook plus an inline script; the hook is exported
// for such custom components (as UNSAFE_: its options may change in a major version).
import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** Where React Router keeps the scroll positions (sessionStorage), by history entry. */
export const scrollPositionsKey = 'react-router-scroll-positions';

/**
 * Runs while the HTML is parsed: on a reload or a return to a page, scrolls back to where the
 * shopper was before the first paint. A new history entry only gets its key: nothing can be stored
 * for it, so storage is not touched (reading sessionStorage first costs the page a blocking
 * round trip to the browser). Self-contained: it is written into the page as an inline script.
 */
export function restoreScrollPosition(storageKey: string): void {
  const state = window.history.state as { key?: unknown } | null;
  if (!state || typeof state.key !== 'string' || state.key === '') {
    window.history.replaceState({ ...state, key: Math.random().toString(32).slice(2) }, '');
    return;
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
    const y = positions[state.key];
    if (typeof y === 'number') window.scrollTo(0, y);
  } catch {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Storage is unavailable: there is nothing to repair.
    }
  }
}

/**
 * React Router's scroll restoration (positions saved per history entry, restored on back, forward
 * and reload) with a leaner inline script than its own `<ScrollRestoration>`.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(${restoreScrollPosition.toString()})(${JSON.stringify(scrollPositionsKey)})`,
      }}
    />
  );
}
