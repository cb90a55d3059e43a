import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { useState } from 'react';
import { AppProviders } from '@/app/layout/app-providers';
import { authStore } from '@/features/auth/auth-store';
import { cartStore } from '@/features/cart/cart-store';
import { ordersStore } from '@/features/checkout/orders-store';
import { recentSearchesStore } from '@/features/search/recent-searches-store';
import { wishlistStore } from '@/features/wishlist/wishlist-store';

/**
 * What the app root gives every page: a fresh cart, wishlist, user, recent searches and session
 * orders, as a reload would (the stores are modules, lib/create-store.ts; mounting this resets
 * them, so storage is read again), and the app's own AppProviders, whose toaster mounts with the
 * first toast as in the shop. Reviews, account settings and the checkout draft are reset after
 * each test (setup.ts).
 */
export function ShopProviders({ children }: { children: React.ReactNode }) {
  useState(() => {
    for (const store of [authStore, cartStore, wishlistStore, recentSearchesStore, ordersStore])
      store.reset();
  });
  return <AppProviders>{children}</AppProviders>;
}

/**
 * Renders `ui` inside ShopProviders and a router at `path` (default '/'). Returns the render
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
