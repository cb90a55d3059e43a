import type { OrderSummary } from '@/domain/types';
import { shop } from '@/config/shop';
import { money } from '@/config/market';

/**
 * The two sample orders shown to a signed-in shopper, newest first. Totals are integer cents:
 * subtotal + the delivery method's price + 8% tax rounded half-up.
 */
export const sampleOrders: readonly OrderSummary[] = Object.freeze<OrderSummary[]>([
  // 1 x Organic Cotton Crew Tee (3499) + Express shipping 999 + tax 280 = 4778
  {
    id: `${shop.orderPrefix}31877420`,
    date: '2025-10-28',
    status: 'Shipped',
    total: 4778,
    items: 1,
    delivery: 'express',
    shipping: money.expressShippingCents,
  },
  // 1 x Ceramic Pour-Over Coffee Set (5999) + 2 x Vitamin C Brightening Serum (4899) = 15797,
  // free Standard shipping, tax 1264 = 17061
  {
    id: `${shop.orderPrefix}24051231`,
    date: '2025-05-12',
    status: 'Delivered',
    total: 17061,
    items: 3,
    delivery: 'standard',
    shipping: 0,
  },
]);
