/** Orders placed in this session (a store from lib/create-store.ts; in memory, as docs/shop-rules.md says: lost on reload). */
import { createStore } from '@/lib/create-store';
import type { PlacedOrder } from './model/orders';

export interface SessionOrders {
  /** Newest first. */
  orders: PlacedOrder[];
  /** Last 4 digits of a card the shopper chose to save, for this session only. */
  savedCardLast4: string | null;
}

export const ordersStore = createStore<SessionOrders>({ orders: [], savedCardLast4: null });

export function addOrder(order: PlacedOrder): void {
  ordersStore.update((session) =>
    session.orders.some((o) => o.id === order.id)
      ? session
      : { ...session, orders: [order, ...session.orders] },
  );
}

export function setSavedCardLast4(last4: string | null): void {
  ordersStore.update((session) =>
    session.savedCardLast4 === last4 ? session : { ...session, savedCardLast4: last4 },
  );
}
