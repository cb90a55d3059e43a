/**
 * The one way a prerendered part of the page hydrates later than the page: behind `<Suspense>`
 * (its code comes after the page's, or it waits to come near: hydrate-when-near.tsx). Until React
 * has hydrated it, its box carries `data-hydrating`, so the early-event capture keeps a press on it
 * and the replay waits (hydrated-element.ts): React drops a press on a part it has not hydrated.
 * The box is `display: contents`, so the page lays out as without it. A part rendered anew on the
 * client (a page reached by a link) loses the mark as soon as it is shown.
 */
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

/** Inside the boundary: once the part's content is committed (hydrated or rendered), says so. */
function Hydrated({ setWaiting }: { setWaiting: (waiting: boolean) => void }) {
  useLayoutEffect(() => setWaiting(false), [setWaiting]);
  return null;
}

export function HydratesLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [waiting, setWaiting] = useState(true);
  return (
    // `data-hydrating` is hydrated-element.ts's `hydratingAttribute` (hydrates-later.test.tsx).
    <div className="contents" data-hydrating={waiting ? '' : undefined}>
      <Suspense fallback={fallback}>
        <Hydrated setWaiting={setWaiting} />
        {children}
      </Suspense>
    </div>
  );
}
