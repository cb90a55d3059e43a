/** Price rules: discounts and cart totals (docs/shop-rules.md, Money). All amounts are integer cents. */
import { money } from '@/config/shop';
import { type DeliveryMethod, shippingCost } from './delivery';
import { percentOfCents } from './money';
import type { Product } from './types';

type Priced = Pick<Product, 'price' | 'originalPrice'>;

/**
 * The discount badge value: the percent between originalPrice and price, rounded half-up to a whole
 * percent with integer math. 0 when there is no originalPrice or it is not above the price.
 */
export function discountPercent(product: Priced): number {
  const { price, originalPrice } = product;
  if (originalPrice === undefined || originalPrice <= price || originalPrice <= 0) return 0;
  // round(100 * (o - p) / o) == floor((200 * (o - p) + o) / (2 * o))
  return Math.floor((200 * (originalPrice - price) + originalPrice) / (2 * originalPrice));
}

/** On sale when originalPrice exceeds price (the sale page's rule). */
export function isOnSale(product: Priced): boolean {
  return product.originalPrice !== undefined && product.originalPrice > product.price;
}

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
  tax: number;
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
 * default: free when the subtotal is strictly above `money.freeShippingThresholdCents`, else
 * `money.shippingFeeCents`), and 0 for an empty cart; tax = 8 % of the subtotal rounded half-up to
 * the cent; total = subtotal + shipping + tax. A cart is empty when its item count is 0.
 */
export function cartTotals(lines: readonly PricedLine[], delivery: DeliveryMethod = 'standard'): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotal += lineTotal(line);
    itemCount += line.quantity;
  }
  const empty = itemCount === 0;
  const shipping = empty ? 0 : shippingCost(delivery, subtotal);
  const tax = percentOfCents(subtotal, money.taxRateBasisPoints);
  const standardFree = empty || shippingCost('standard', subtotal) === 0;
  return {
    subtotal,
    delivery,
    shipping,
    tax,
    total: subtotal + shipping + tax,
    itemCount,
    amountToFreeShipping: standardFree ? 0 : money.freeShippingThresholdCents - subtotal + 1,
    freeShipping: !empty && shipping === 0,
  };
}
