import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { replayEarlyEvents, restoreEarlyValues } from '@/lib/early-event-replay';
import { loadToastLibrary } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/**
 * What every page has around it: the replay of taps from before hydration and the toaster (loaded
 * after hydration). The shop-wide state needs no provider: each feature's store is a module
 * (lib/create-store.ts).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  // Typing from before hydration goes back into the fields before the browser paints them empty.
  useLayoutEffect(restoreEarlyValues, []);
  useEffect(() => {
    // Marks the document as interactive (used by the end-to-end tests to wait for hydration).
    document.documentElement.dataset.hydrated = 'true';
    // Presses, submissions and typing from before hydration now take effect, in order.
    void replayEarlyEvents();
  }, []);
  return (
    <>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster
            // Bottom: at the top the toasts cover the header's cart and wishlist badges
            // (the very counts an add changes) and block clicks on them while hovered.
            position="bottom-right"
            closeButton
            duration={5000}
            containerAriaLabel="Notifications"
            toastOptions={{
              // Default toasts are dark text on white; destructive ones dark red on light red.
              classNames: { error: 'border-red-300! bg-red-50! text-red-900!' },
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
