/** The shop's delivery methods as Vendure's shipping methods, by code (`npm run vendure` makes them). */
import type { DeliveryMethod } from '@/domain/delivery';

/** Vendure's shipping method code for each of the shop's delivery methods. */
export const shippingMethodCodes: Record<DeliveryMethod, string> = {
  standard: 'standard',
  express: 'express',
  next_day: 'next-day',
};

/** The delivery method a shipping method's code stands for; undefined for one the shop does not know. */
export const deliveryMethodOf = (code: string | undefined): DeliveryMethod | undefined =>
  (Object.keys(shippingMethodCodes) as DeliveryMethod[]).find((m) => shippingMethodCodes[m] === code);
