import { useMemo } from 'react';
import { useProducts } from '@/data/use-products';
import { type CartTotals, cartTotals } from '@/domain/pricing';
import type { ProductSummary } from '@/domain/types';
import { resolveLines, resolveSaved } from './model/cart-selectors';
import { useCart } from './use-cart';

export interface CartItem {
  product: ProductSummary;
  quantity: number;
  /** price x quantity, in cents. */
  lineTotal: number;
}

export interface CartItems {
  items: CartItem[];
  saved: ProductSummary[];
  totals: CartTotals;
  /** Every line's product is known (a stored cart's products load on demand). */
  ready: boolean;
  /** The products could not be loaded (offline): the page says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/** The cart's lines and saved list resolved to their products, with the order totals. */
export function useCartItems(): CartItems {
  const { lines, savedIds } = useCart();
  const ids = useMemo(() => [...lines.map((line) => line.productId), ...savedIds], [lines, savedIds]);
  const { find, ready, failed, retry } = useProducts(ids);
  return useMemo(() => {
    const items = resolveLines(lines, find);
    return {
      items,
      saved: resolveSaved(savedIds, find),
      totals: cartTotals(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))),
      ready,
      failed,
      retry,
    };
  }, [lines, savedIds, find, ready, failed, retry]);
}
