/**
 * Where the prerendered page hands over to React: the capture that goes first in the head, and the
 * root's hook that marks the page hydrated and gives the captured events to the app. Both follow
 * the boot machinery's off switch; the `data-hydrated` flag is set either way (the end-to-end
 * tests and the bench wait for it, and useHydrated reads it).
 *
 * The switch: `LUMINA_BOOT_MACHINERY=off npm run build` (scripts/boot-machinery.mjs) makes
 * vite.config.ts define import.meta.env.LUMINA_BOOT_MACHINERY as 'off'. It is compared where it is
 * used, so the build folds each test to a constant and leaves the capture and the replay out of
 * the JavaScript. Unset (unit tests, `npm run dev`) or 'on', the machinery is on.
 */
import { useEffect, useLayoutEffect } from 'react';
import { replayEarlyEvents, restoreEarlyValues } from './early-event-replay';
import { earlyEventsScript } from './early-events';

declare global {
  interface ImportMetaEnv {
    readonly LUMINA_BOOT_MACHINERY?: string;
  }
}

/** First of all in the head: keeps the shopper's presses and typing until the app can act on them. */
export function EarlyEventCapture() {
  if (import.meta.env.LUMINA_BOOT_MACHINERY === 'off') return null;
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyEventsScript() }} />;
}

/** For the root component, once: hydration done, the early events (if any) take effect in order. */
export function useBootHandover(): void {
  // Typing from before hydration goes back into the fields before the browser paints them empty.
  useLayoutEffect(() => {
    if (import.meta.env.LUMINA_BOOT_MACHINERY !== 'off') restoreEarlyValues();
  }, []);
  useEffect(() => {
    // Marks the document as interactive (used by the end-to-end tests to wait for hydration).
    // The one mark of hydration, read by appHydrated() (lib/use-hydrated.ts).
    document.documentElement.dataset.hydrated = 'true';
    // Presses, submissions and typing from before hydration now take effect, in order.
    if (import.meta.env.LUMINA_BOOT_MACHINERY !== 'off') void replayEarlyEvents();
  }, []);
}
