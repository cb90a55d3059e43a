import { useMemo } from 'react';
import { useStore } from '@/lib/create-store';
import type { PlacedOrder } from './model/orders';
import { addOrder, ordersStore, setSavedCardLast4 } from './orders-store';

export type { OrderAddress, OrderLine, OrderPayment, PlacedOrder } from './model/orders';

export interface OrdersContextValue {
  /** Orders placed in this session, newest first. */
  orders: PlacedOrder[];
  /** The order placed most recently in this session, if any. */
  lastOrder: PlacedOrder | null;
  addOrder: (order: PlacedOrder) => void;
  /** Last 4 digits of a card the shopper chose to save, for this session only. */
  savedCardLast4: string | null;
  setSavedCardLast4: (last4: string | null) => void;
}

/** The session's orders (orders-store.ts); no provider needed. */
export function useOrders(): OrdersContextValue {
  const { orders, savedCardLast4 } = useStore(ordersStore);
  return useMemo(
    () => ({ orders, lastOrder: orders[0] ?? null, addOrder, savedCardLast4, setSavedCardLast4 }),
    [orders, savedCardLast4],
  );
}
