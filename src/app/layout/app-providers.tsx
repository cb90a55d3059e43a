import { lazy, Suspense, useEffect } from 'react';
import { useBootHandover } from '@/boot/handover';
import { useStore } from '@/lib/create-store';
import { loadToastLibrary, toasterMounted, toasterWanted } from '@/lib/toast';

/** The shop's toaster: sonner's, told (toasterMounted) once it listens. */
const Toaster = lazy(() =>
  loadToastLibrary().then(({ Toaster: SonnerToaster }) => ({
    default: function ShopToaster() {
      // Runs after sonner's own effects (children first): its subscription is in place.
      useEffect(toasterMounted, []);
      return (
        <SonnerToaster
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
      );
    },
  })),
);

/**
 * What every page has around it: the replay of taps from before hydration and the toaster, which
 * mounts (and loads) with the page's first toast, so a first visit downloads none of it. The
 * shop-wide state needs no provider: each feature's store is a module (lib/create-store.ts).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  // Marks <html data-hydrated> and replays the presses and typing from before hydration.
  useBootHandover();
  const wantsToaster = useStore(toasterWanted);
  return (
    <>
      {children}
      {wantsToaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
