import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has left the viewport (false until an IntersectionObserver says so, and in
 * the prerender). `topInset` px at the top count as out of view (a sticky header covers them).
 */
export function useOutOfView(ref: RefObject<Element | null>, topInset = 0): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setOutOfView(!entry.isIntersecting);
      },
      { rootMargin: `-${topInset}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, topInset]);
  return outOfView;
}
