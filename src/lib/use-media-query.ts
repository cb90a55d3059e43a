import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in step as it changes (rotation, resizing). False in the
 * prerender and the hydration pass (the server snapshot), so use it only for what may follow the
 * first paint, such as where a toast appears.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
