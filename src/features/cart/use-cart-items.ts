import { useMemo } from 'react';
import { getProductById } from '@/data/catalog-repository';
import { type CartTotals, cartTotals } from '@/domain/pricing';
import type { Product } from '@/domain/types';
import { resolveLines, resolveSaved } from './model/cart-reducer';
import { useCart } from './use-cart';

export interface CartItem {
  product: Product;
  quantity: number;
  /** price x quantity, in cents. */
  lineTotal: number;
}

export interface CartItems {
  items: CartItem[];
  saved: Product[];
  totals: CartTotals;
}

/** The cart's lines and saved list resolved against the catalogue, with the order totals. */
export function useCartItems(): CartItems {
  const { lines, savedIds } = useCart();
  return useMemo(() => {
    const items = resolveLines(lines, getProductById);
    return {
      items,
      saved: resolveSaved(savedIds, getProductById),
      totals: cartTotals(items.map((i) => ({ price: i.product.price, quantity: i.quantity }))),
    };
  }, [lines, savedIds]);
}
