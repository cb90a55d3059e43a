import { lazy, Suspense } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider';
import { CartProvider } from '@/features/cart/cart-provider';
import { OrdersProvider } from '@/features/checkout/orders-provider';
import { RecentSearchesProvider } from '@/features/search/recent-searches-provider';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';
import { useBootHandover } from '@/boot/handover';
import { loadToastLibrary } from '@/lib/toast';
import { useHydrated } from '@/boot/use-hydrated';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/** Every shop-wide state provider, plus the toaster (loaded after hydration). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  // Marks <html data-hydrated> and replays the presses and typing from before hydration.
  useBootHandover();
  return (
    <AuthProvider>
      <CartProvider>
        <WishlistProvider>
          <RecentSearchesProvider>
            <OrdersProvider>
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
            </OrdersProvider>
          </RecentSearchesProvider>
        </WishlistProvider>
      </CartProvider>
    </AuthProvider>
  );
}
