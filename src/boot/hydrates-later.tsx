/**
 * The one way a prerendered part of the page hydrates later than the page: behind `<Suspense>`
 * (its code comes after the page's, or it waits to come near: hydrate-when-near.tsx). Until React
 * has hydrated it, its box carries `data-hydrating`, so the early-event capture keeps a press on it
 * and the replay waits (hydrated-element.ts): React drops a press on a part it has not hydrated.
 * The box is `display: contents`, so the page lays out as without it. A part rendered anew on the
 * client (a page reached by a link) loses the mark as soon as it is shown.
 */
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { hydratingAttribute } from './hydrated-element';

/** Inside the boundary: runs once the part's content is committed (hydrated or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}

export function HydratesLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [waiting, setWaiting] = useState(true);
  const [done] = useState(() => () => setWaiting(false));
  return (
    <div className="contents" {...{ [hydratingAttribute]: waiting ? '' : undefined }}>
      <Suspense fallback={fallback}>
        <Hydrated onHydrated={done} />
        {children}
      </Suspense>
    </div>
  );
}
