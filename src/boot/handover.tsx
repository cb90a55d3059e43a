/**
 * Where the prerendered page hands over to React: the capture that goes first in the head, and the
 * root's hook that marks the page hydrated and gives the captured events to the app. Both follow
 * the off switch (machinery.ts); the `data-hydrated` flag is set either way (the end-to-end tests
 * and the bench wait for it, and useHydratedInTransition reads it).
 */
import { useEffect, useLayoutEffect } from 'react';
import { replayEarlyEvents, restoreEarlyValues } from './early-event-replay';
import { earlyEventsScript } from './early-events';
import { bootMachineryOn } from './machinery';

/** First of all in the head: keeps the shopper's presses and typing until the app can act on them. */
export function EarlyEventCapture() {
  if (!bootMachineryOn()) return null;
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyEventsScript }} />;
}

/** For the root component, once: hydration done, the early events (if any) take effect in order. */
export function useBootHandover(): void {
  // Typing from before hydration goes back into the fields before the browser paints them empty.
  useLayoutEffect(() => {
    if (bootMachineryOn()) restoreEarlyValues();
  }, []);
  useEffect(() => {
    // Marks the document as interactive (used by the end-to-end tests to wait for hydration).
    document.documentElement.dataset.hydrated = 'true';
    // Presses, submissions and typing from before hydration now take effect, in order.
    if (bootMachineryOn()) void replayEarlyEvents();
  }, []);
}
