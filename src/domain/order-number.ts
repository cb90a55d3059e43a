import { shop } from '@/config/shop';

/**
 * The order number shown after checkout: the store prefix plus the last 8 digits of the millisecond
 * timestamp, zero-padded (`ORD-00000042` for 42). The clock is passed in (`Date.now()` at the call site).
 * Non-finite input gives all zeros; negative input uses its absolute value.
 */
export function orderNumber(nowMs: number): string {
  const ms = Number.isFinite(nowMs) ? Math.floor(Math.abs(nowMs)) : 0;
  return `${shop.orderPrefix}${String(ms % 100_000_000).padStart(8, '0')}`;
}
