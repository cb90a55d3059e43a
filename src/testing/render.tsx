import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { CartProvider } from '@/features/cart/cart-provider';
import { OrdersProvider } from '@/features/checkout/orders-provider';
import { RecentSearchesProvider } from '@/features/search/recent-searches-provider';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';

/** Every shop provider, as the app root has them. */
export function ShopProviders({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>
        <WishlistProvider>
          <RecentSearchesProvider>
            <OrdersProvider>{children}</OrdersProvider>
          </RecentSearchesProvider>
        </WishlistProvider>
      </CartProvider>
    </AuthProvider>
  );
}

/**
 * Renders `ui` inside the shop providers and a router at `path` (default '/'). Returns the render
 * result and a user-event instance.
 */
export function renderWithShop(
  ui: React.ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const Stub = createRoutesStub([{ path: routePath, Component: () => <ShopProviders>{ui}</ShopProviders> }]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[path]} />) };
}
