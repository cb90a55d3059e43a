/** Cart totals (docs/shop-rules.md, Money): subtotal, shipping, tax. All amounts are integer cents. */
import type { MoneyRules } from '@/config/money-rules';
import { money } from '@/config/market';
import { type DeliveryMethod, shippingCost } from './delivery';
import { vatContained } from './market-money';
import { percentOfCents } from './money';

export interface PricedLine {
  /** Unit price in cents. */
  price: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  /** The delivery method the shipping is for ('standard' on the cart page). */
  delivery: DeliveryMethod;
  /** The method's price (see `shippingCost`); 0 for an empty cart (no shipping line) and when free. */
  shipping: number;
  /** The tax added to the order, or with `taxIncluded` the VAT its prices contain. */
  tax: number;
  /** The prices include the tax: `tax` is contained in the total, not added to it. */
  taxIncluded: boolean;
  total: number;
  itemCount: number;
  /**
   * Cents still needed for free Standard shipping: the smallest amount that takes the subtotal strictly
   * above the threshold (`threshold - subtotal + 1`), so the hint reads 'Add $10.01 more for free
   * shipping' at a $40.00 subtotal. 0 when the cart is empty or shipping is already free.
   */
  amountToFreeShipping: number;
  /** True when the cart has items and its shipping costs nothing (Standard above the threshold). */
  freeShipping: boolean;
}

export function lineTotal(line: PricedLine): number {
  return line.price * line.quantity;
}

/**
 * Subtotal = sum of price x quantity; shipping = the delivery method's price (Standard, the
 * default: free when the subtotal is strictly above the threshold, else the standard fee), and 0
 * for an empty cart; tax = the rate of the subtotal rounded half-up to the cent, and total =
 * subtotal + shipping + tax. Where prices include the tax (`rules.taxIncluded`), total = subtotal +
 * shipping and tax is the VAT that total contains. A cart is empty when its item count is 0.
 * `charged` is a delivery price the shop's backend charged instead of the method's own.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  delivery: DeliveryMethod = 'standard',
  rules: MoneyRules = money,
  charged?: number,
): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotal += lineTotal(line);
    itemCount += line.quantity;
  }
  const empty = itemCount === 0;
  const shipping = empty ? 0 : (charged ?? shippingCost(delivery, subtotal, rules));
  const { taxIncluded, taxRateBasisPoints: rate } = rules;
  const tax = taxIncluded ? vatContained(subtotal + shipping, rate) : percentOfCents(subtotal, rate);
  const standardFree = empty || shippingCost('standard', subtotal, rules) === 0;
  return {
    subtotal,
    delivery,
    shipping,
    tax,
    taxIncluded,
    total: subtotal + shipping + (taxIncluded ? 0 : tax),
    itemCount,
    amountToFreeShipping: standardFree ? 0 : rules.freeShippingThresholdCents - subtotal + 1,
    freeShipping: !empty && shipping === 0,
  };
}
