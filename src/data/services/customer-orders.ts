/**
 * The signed-in customer's earlier orders. The simulated shop keeps none: the order history shows
 * the shop's sample orders (src/data/orders.ts) instead.
 */
import type { OrderSummary } from '@/domain/types';

export const keepsCustomerOrders = false;

export async function customerOrders(): Promise<OrderSummary[]> {
  return [];
}
