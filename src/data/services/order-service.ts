/**
 * Simulated order placement: waits `delays.checkoutMs` and returns the order number. The payment
 * details never reach this function: the caller passes only what an order record keeps.
 */
import { delays } from '@/config/shop';
import { orderNumber } from '@/domain/order-number';
import { sleep } from '@/lib/sleep';
import type { OrderRequest, PlacedOrderReceipt } from './contracts';

/** Takes every order: the lines and addresses are the checkout's to keep (src/features/checkout). */
export async function placeOrder(
  _order: OrderRequest,
  now: () => number = Date.now,
): Promise<PlacedOrderReceipt> {
  await sleep(delays.checkoutMs);
  const placedAt = now();
  return { id: orderNumber(placedAt), placedAt };
}
