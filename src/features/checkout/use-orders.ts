import { createContext, useContext } from 'react';
import type { PlacedOrder } from './model/orders';

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

export const OrdersContext = createContext<OrdersContextValue | null>(null);

export function useOrders(): OrdersContextValue {
  const value = useContext(OrdersContext);
  if (!value) throw new Error('useOrders must be used within an OrdersProvider');
  return value;
}
