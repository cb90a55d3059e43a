/** The signed-in customer's placed orders on Vendure, as rows of the order history. */
import { localIsoDate } from '@/domain/calendar-date';
import type { DeliveryMethod } from '@/domain/delivery';
import type { OrderStatus, OrderSummary } from '@/domain/types';
import { SessionExpired } from '../service-errors';
import { deliveryMethodOf } from './shipping-methods';
import { shopApi } from './shop-api';

interface VendureOrder {
  code: string;
  state: string;
  orderPlacedAt: string | null;
  totalWithTax: number;
  shippingWithTax: number;
  totalQuantity: number;
  shippingLines: { shippingMethod: { code: string } }[];
}

const statusOf = (state: string): OrderStatus => {
  if (state === 'Delivered' || state === 'Cancelled') return state;
  return /Shipped|PartiallyDelivered/.test(state) ? 'Shipped' : 'Processing';
};

const deliveryOf = (code: string | undefined): DeliveryMethod => deliveryMethodOf(code) ?? 'standard';

/** A Vendure order as a row of the order history, dated on the shopper's calendar. */
export function orderSummary(order: VendureOrder): OrderSummary {
  return {
    id: order.code,
    date: localIsoDate(order.orderPlacedAt ? Date.parse(order.orderPlacedAt) : Date.now()),
    status: statusOf(order.state),
    total: order.totalWithTax,
    items: order.totalQuantity,
    delivery: deliveryOf(order.shippingLines[0]?.shippingMethod.code),
    shipping: order.shippingWithTax,
  };
}

export const keepsCustomerOrders = true;

/** The signed-in customer's placed orders, newest first (none when no one is signed in). */
export async function customerOrders(): Promise<OrderSummary[]> {
  const { activeCustomer } = await shopApi<{ activeCustomer: { orders: { items: VendureOrder[] } } | null }>(
    `query { activeCustomer { orders(options: { sort: { orderPlacedAt: DESC }, filter: { active: { eq: false } } }) {
      items { code state orderPlacedAt totalWithTax shippingWithTax totalQuantity shippingLines { shippingMethod { code } } }
    } } }`,
  );
  if (!activeCustomer) throw new SessionExpired();
  return activeCustomer.orders.items.filter((o) => o.orderPlacedAt).map(orderSummary);
}
