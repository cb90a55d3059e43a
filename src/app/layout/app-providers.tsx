import { lazy, Suspense, useEffect } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider';
import { CartProvider } from '@/features/cart/cart-provider';
import { OrdersProvider } from '@/features/checkout/orders-provider';
import { RecentSearchesProvider } from '@/features/search/recent-searches-provider';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';
import { loadToastLibrary } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

const Toaster = lazy(() => loadToastLibrary().then((m) => ({ default: m.Toaster })));

/** Every shop-wide state provider, plus the toaster (loaded after hydration). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    // Marks the document as interactive (used by the end-to-end tests to wait for hydration).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
                    position="top-right"
                    richColors
                    closeButton
                    duration={5000}
                    containerAriaLabel="Notifications"
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
