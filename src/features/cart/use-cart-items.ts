import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { findProducts, knownWithVariants } from '@/data/known-products';
import { useProducts } from '@/data/use-products';
import { type CartTotals, cartTotals } from '@/domain/pricing';
import { settleCart } from './model/cart-variants';
import { settleVariants } from './settle-variants';
import { type ResolvedItem, type ResolvedLine, resolveLines, resolveSaved } from './model/cart-items';
import { cartStore } from './cart-store';
import { useCart } from './use-cart';

/** A cart line as the pages show it: product, variant, option values, price, quantity, total. */
export type CartItem = ResolvedLine;

/** A saved-for-later item as the cart page shows it. */
export type SavedCartItem = ResolvedItem;

export interface CartItems {
  items: CartItem[];
  saved: SavedCartItem[];
  totals: CartTotals;
  /** Every line's product is known (a stored cart's products load on demand). */
  ready: boolean;
  /**
   * The products could not be loaded, or the stored cart could not be read (its code did not
   * download): offline. The page says so and offers `retry`; both are also asked again by
   * themselves once the browser is back online.
   */
  failed: boolean;
  retry: () => void;
}

const separator = '\u0000';
const notYet = () => false;

/**
 * The cart's lines and saved list resolved to their products and variants, with the order totals
 * (at each variant's price). Items whose product's variants were not known when they were added
 * (a card's summary) or stored (before options, or offline) are settled to a variant as soon as
 * they are (settle-variants.ts).
 */
export function useCartItems(): CartItems {
  const { lines, saved, hydrated } = useCart();
  const ids = useMemo(() => [...lines, ...saved].map((item) => item.productId), [lines, saved]);
  const { find, ready, failed, retry } = useProducts(ids);
  // The stored cart's reader could not be downloaded (lib/create-store.ts, `loadFailed`).
  const unread = useSyncExternalStore(cartStore.subscribe, cartStore.loadFailed, notYet);
  const idsKey = ids.join(separator);
  useEffect(() => {
    if (!hydrated || !ready || idsKey === '') return;
    let current = true;
    findProducts(idsKey.split(separator), { withVariants: true }).then(
      (products) => {
        if (current) settleVariants(products);
      },
      // Offline: the items stay as they are until the page asks again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [hydrated, ready, idsKey]);
  return useMemo(() => {
    // Shown settled at once (the effect above stores it): a line keeps its key from the first render.
    const settled = settleCart({ lines: [...lines], saved: [...saved] }, knownWithVariants).state;
    const items = resolveLines(settled.lines, find);
    return {
      items,
      saved: resolveSaved(settled.saved, find),
      totals: cartTotals(items),
      ready,
      failed: failed || unread,
      retry: unread ? cartStore.retryLoad : retry,
    };
  }, [lines, saved, find, ready, failed, unread, retry]);
}
