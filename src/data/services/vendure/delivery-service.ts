/**
 * The delivery methods Vendure offers for the cart: its eligible shipping methods for the
 * session's active order (set to the cart's lines first; a sold-out line is left out), those the
 * shop knows, in Vendure's order.
 */
import type { DeliveryMethod } from '@/domain/delivery';
import type { OrderRequestLine } from '../contracts';
import { activeLineOf, setActiveOrderLines } from './active-order';
import { shopApi } from './shop-api';
import { deliveryMethodOf } from './shipping-methods';

export async function offeredDeliveryMethods(lines: readonly OrderRequestLine[]): Promise<DeliveryMethod[]> {
  await setActiveOrderLines(lines.map(activeLineOf), () => undefined);
  const { eligibleShippingMethods } = await shopApi<{ eligibleShippingMethods: { code: string }[] }>(
    'query { eligibleShippingMethods { code } }',
  );
  return eligibleShippingMethods.flatMap(({ code }) => deliveryMethodOf(code) ?? []);
}
