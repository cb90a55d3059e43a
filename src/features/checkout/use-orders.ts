import { createContext, useContext } from 'react';
import type { CartTotals } from '@/domain/pricing';
import type { OrderStatus } from '@/domain/types';

export interface OrderLine {
  productId: string;
  name: string;
  /** Unit price in cents. */
  price: number;
  quantity: number;
  image: string;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** What an order placed in this session keeps. Never the card number, expiry, CVV or name on card. */
export interface PlacedOrder {
  id: string;
  placedAt: number;
  /** YYYY-MM-DD */
  date: string;
  status: OrderStatus;
  lines: OrderLine[];
  totals: CartTotals;
  shipTo: OrderAddress;
  payment: { type: 'card' | 'paypal' | 'apple_pay'; last4?: string };
}

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
