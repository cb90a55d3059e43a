import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * After a client-side navigation to another page, moves focus to the page's h1 (or main) so
 * screen-reader and keyboard users start at the new content. The first load keeps the browser's
 * focus; query-only changes (filters, sort) keep focus where the shopper is. Focus never scrolls:
 * on Back the page returns to where the shopper was, not to its heading.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Just after the frame showing the new page: focus makes the browser work out the page's
    // styles and layout there and then, and React runs this effect before that frame when the
    // move comes straight from a click (no data to wait for).
    return afterNextPaint(() => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Scrolling belongs to scroll restoration (top for a new page, the old position on Back).
      target.focus({ preventScroll: true });
    });
  }, [pathname]);
}
