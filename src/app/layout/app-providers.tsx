import { lazy, Suspense } from 'react';
import { useBootHandover } from '@/boot/handover';
import { loadToastLibrary } from '@/lib/toast';
import { useHydrated } from '@/boot/use-hydrated';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/**
 * What every page has around it: the replay of taps from before hydration and the toaster (loaded
 * after hydration). The shop-wide state needs no provider: each feature's store is a module
 * (lib/create-store.ts).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  // Marks <html data-hydrated> and replays the presses and typing from before hydration.
  useBootHandover();
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
