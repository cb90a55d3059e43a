import type * as React from 'react';
import { useAfterFirstFrame } from '@/lib/use-after-first-frame';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';

/** From this width (Tailwind's `lg`) the filters sit beside the results instead of behind a button. */
const besideResults = '(min-width: 64rem)';

interface FiltersColumnProps {
  /** The id the 'Filters' button controls (`FiltersBar`'s `controls`). */
  id: string;
  /** Opened with the 'Filters' button (narrow screens). */
  open: boolean;
  children: React.ReactNode;
}

/**
 * A listing's filter column: beside the results on wide screens, behind the 'Filters' button on
 * narrow ones. On a page reached by a link, a column nobody can see yet (narrow and closed) renders
 * its filters just after the frame that shows the page: on a phone they were some 40% of a list's
 * new elements, made in the task the shopper waits for (decision 0019).
 */
export function FiltersColumn({ id, open, children }: FiltersColumnProps) {
  const wide = useMediaQuery(besideResults);
  const filtersNow = useAfterFirstFrame(!wide) || open;
  return (
    <div id={id} className={cn(open ? 'block' : 'hidden', 'lg:block')}>
      {filtersNow ? children : null}
    </div>
  );
}
