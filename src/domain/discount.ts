/**
 * A product's discount (docs/shop-rules.md, Money): what its card and its page show. Apart from the
 * cart's totals, so a list of cards does not carry the delivery and tax rules. Integer cents.
 */
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
