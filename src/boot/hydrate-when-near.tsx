/**
 * Hydrates a part of the page when it comes near the viewport, not with the rest of the page: its
 * code (a React.lazy part inside) is then not downloaded by a visit that never scrolls there. The
 * prerendered HTML holds the part as usual and stays in place, live-looking, until then; a press or
 * typing on it in the meantime is kept by the early-event capture (early-events.ts keeps events on
 * parts React has not hydrated) and replayed once it has. A focus or press inside hydrates it at
 * once (a keyboard's Tab, a link to it). Reached by a client-side navigation instead of a
 * hydration, the part renders straight away. With LUMINA_BOOT_MACHINERY=off it hydrates with the
 * page, as there is no capture to keep a press.
 */
import { use, useEffect, useId, useRef, useState } from 'react';
import { HydratesLater } from './hydrates-later';

/**
 * Whether this part waits to come near: only when it is being hydrated, that is when its prerendered
 * box (found by the id React gives it alike in the prerender and in the browser) is already in the
 * page. Decided once: a change of the gate's props would make React render the waiting part anew,
 * dropping its HTML.
 */
function waitsToComeNear(id: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.getElementById(id) !== null &&
    import.meta.env.LUMINA_BOOT_MACHINERY !== 'off'
  );
}

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Gate({ until, children }: { until: Promise<void> | null; children: React.ReactNode }) {
  if (until) use(until);
  return children;
}

interface HydrateWhenNearProps {
  children: React.ReactNode;
  /** How far from the viewport the part starts to load (a CSS margin). */
  margin?: string;
  className?: string;
}

export function HydrateWhenNear({ children, margin = '400px', className }: HydrateWhenNearProps) {
  const [near] = useState(signal);
  const id = useId();
  const [waits] = useState(() => waitsToComeNear(id));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return near.resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // At the window, capturing: React stops a press or focus on a part it has not hydrated from
    // going further (it replays it itself), so a listener on the part would never hear it.
    const inside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) near.resolve();
    };
    for (const type of ['focusin', 'pointerdown']) window.addEventListener(type, inside, true);
    void near.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of ['focusin', 'pointerdown']) window.removeEventListener(type, inside, true);
    };
  }, [near, margin]);
  return (
    <div ref={box} id={id} className={className}>
      <HydratesLater fallback={null}>
        <Gate until={waits ? near.promise : null}>{children}</Gate>
      </HydratesLater>
    </div>
  );
}
