import { memo, useEffect, useId, useState } from 'react';
import { prerenderedPart, useFromPrerender } from './prerendered-part';
import type { FacetChoice } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';

// The facet controls are prerendered in place and hydrate when their code arrives, after the
// page's: they add nothing to the JavaScript a page needs before it can be used. A press on them
// before then is kept and replayed (boot/early-events.ts).
// With no network the import fails: the section keeps its room and tries again once online.
const filters = prerenderedPart(() => import('./facet-filters').then((module) => module.default));

interface FacetSectionProps {
  /** The counts to show; nothing is shown until there are some. */
  counts: FacetCounts | undefined;
  choice: FacetChoice;
  /** Keep it the same function between renders: the section re-renders only when its props change. */
  onChange: (choice: FacetChoice) => void;
  className?: string;
}

/**
 * The listing's facets in a filter column (components/facet-filters.tsx). Should the prerendered
 * section have to be rendered anew before its code has arrived (new counts), it keeps the room it
 * had, so nothing below it moves.
 */
export const FacetSection = memo(function FacetSection({
  counts,
  choice,
  onChange,
  className,
}: FacetSectionProps) {
  const id = useId();
  // The code starts loading once the page has hydrated, before there are counts to show (a search
  // has none until the catalogue worker answers): so it is there when the results come, and the
  // facets render with them rather than while the shopper starts to use the results.
  useEffect(() => filters.preload(), []);
  // The filters were prerendered if the section was, with counts (hydration renders the same).
  const fromPrerender = useFromPrerender(id, counts !== undefined);
  const [room] = useState(() =>
    typeof document === 'undefined' ? undefined : document.getElementById(id)?.offsetHeight,
  );
  return (
    <div id={id} className={className}>
      {counts ? (
        <filters.Part
          fromPrerender={fromPrerender}
          fallback={<div style={{ height: room }} />}
          counts={counts}
          choice={choice}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
});
