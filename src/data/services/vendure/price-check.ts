/**
 * The live price check before an order is placed: each line's unit price in the session's active
 * order against the one the shopper was shown (the catalogue's, from the build). A price changed
 * since is told once (PriceChanged, with the new price); the same line at the same new price is then
 * accepted, so pressing Place Order again buys it at the price just told.
 */
import { type DeliveryMethod, shippingCost } from '@/domain/delivery';
import type { OrderRequestLine } from '../contracts';
import { DeliveryPriceChanged, PriceChanged } from '../service-errors';

/** An active order's line as the check reads it: its unit price (before tax) and what it is. */
export interface ServedLine {
  unitPrice: number;
  productVariant: { sku: string; product: { id: string } };
}

export const servedLineFields = 'unitPrice productVariant { sku product { id } }';

const lineKey = (line: OrderRequestLine) => `${line.product.id}/${line.variant?.id ?? ''}`;

/**
 * The price charged for each line, in the request's order, or PriceChanged for the first line
 * whose price differs from both the one shown and the one already told (`told`, by line, is
 * updated). A line the order does not hold keeps the price shown.
 */
export function chargedPrices(
  lines: readonly OrderRequestLine[],
  served: readonly ServedLine[],
  told: Map<string, number>,
): number[] {
  return lines.map((line) => {
    const match = served.find(
      ({ productVariant: v }) =>
        v.product.id === line.product.id && (line.variant === undefined || v.sku === line.variant.id),
    );
    const price = match?.unitPrice ?? line.price;
    if (price !== line.price && told.get(lineKey(line)) !== price) {
      told.set(lineKey(line), price);
      throw new PriceChanged(line.product.name, price);
    }
    return price;
  });
}

/**
 * The delivery charged, checked the same way: the order's shipping (before tax) against the shop's
 * rule for the method and the charged lines' subtotal. A different price is told once
 * (DeliveryPriceChanged; `told` is by method), then accepted.
 */
export function chargedShipping(
  method: DeliveryMethod,
  lines: readonly OrderRequestLine[],
  unitPrices: readonly number[],
  shipping: number,
  told: Map<string, number>,
): number {
  const subtotal = lines.reduce((sum, line, i) => sum + (unitPrices[i] ?? line.price) * line.quantity, 0);
  if (shipping !== shippingCost(method, subtotal) && told.get(method) !== shipping) {
    told.set(method, shipping);
    throw new DeliveryPriceChanged(method, shipping);
  }
  return shipping;
}
