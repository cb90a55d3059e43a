import { lazy, Suspense, useEffect } from 'react';
import { useBootHandover } from '@/boot/handover';
import { useStore } from '@/lib/create-store';
import { useThemeChoice } from '@/features/theme/use-theme';
import { useMediaQuery } from '@/lib/use-media-query';
import { CartSync } from '@/app/layout/cart-sync';
import { ConnectionNotice } from './connection-notice';
import { useServiceWorker } from './use-service-worker';
import { loadToastLibrary, toasterMounted, toasterWanted } from '@/lib/toast';
import * as words from 'virtual:lumina-messages/shell';

/** The phone layout (below md): the header has its search row and bottom bars may show. */
const phoneLayout = '(width < 48rem)';
/** Just under the phone's sticky header (its height is --sticky-header-room in app.css). */
const belowHeader = 'calc(var(--sticky-header-room) + 0.5rem)';

/** The shop's toaster: sonner's, told (toasterMounted) once it listens. */
const Toaster = lazy(() =>
  loadToastLibrary().then(({ Toaster: SonnerToaster }) => ({
    default: function ShopToaster() {
      // Runs after sonner's own effects (children first): its subscription is in place.
      useEffect(toasterMounted, []);
      const phone = useMediaQuery(phoneLayout);
      // Sonner's own parts (the close button) in the theme the page shows: the choice, or the
      // system's, resolved here (sonner's 'system' asks matchMedia, which not every host has).
      const choice = useThemeChoice();
      const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
      const theme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
      return (
        <SonnerToaster
          // Wide screens: bottom right, out of the header's way (its cart and wishlist badges are
          // the very counts an add changes). Phones (the layout with bars at the bottom): at the
          // top, just under the sticky header, so a toast never covers the bottom bars (buy bar,
          // cart total) nor the button a shopper has scrolled down to (checkout's Next, Place
          // Order); focused fields are scrolled clear of it (app.css).
          position={phone ? 'top-center' : 'bottom-right'}
          offset={phone ? { top: belowHeader } : undefined}
          mobileOffset={phone ? { top: belowHeader } : undefined}
          closeButton
          theme={theme}
          duration={5000}
          containerAriaLabel={words.notifications}
          toastOptions={{
            // Default toasts in the page's colours; destructive ones dark red on light red (light
            // red on dark red in the dark theme). Tokens from app.css, so both themes meet AA.
            classNames: {
              toast: 'border-border! bg-background! text-foreground!',
              description: 'text-muted-foreground!',
              error: 'border-error-soft-border! bg-error-soft! text-error-soft-foreground!',
            },
          }}
        />
      );
    },
  })),
);

/**
 * What every page has around it: the replay of taps from before hydration, the service worker
 * (registered when idle), the offline notice and the toaster, which
 * mounts (and loads) with the page's first toast, so a first visit downloads none of it. The
 * shop-wide state needs no provider: each feature's store is a module (lib/create-store.ts).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  // Marks <html data-hydrated> and replays the presses and typing from before hydration.
  useBootHandover();
  useServiceWorker();
  const wantsToaster = useStore(toasterWanted);
  return (
    <>
      {children}
      <ConnectionNotice />
      <CartSync />
      {wantsToaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
