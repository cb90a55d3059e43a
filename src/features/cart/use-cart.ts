import { useMemo } from 'react';
import type { ProductSummary } from '@/domain/types';
import { useStore, useStoreLoaded } from '@/lib/create-store';
import * as actions from './cart-store';
import { type LineKey, lineKey } from './model/cart-keys';
import type { CartLine } from './model/cart-reducer';
import { selectItemCount, selectQuantity } from './model/cart-selectors';

/**
 * The cart as keys (product and variant) and quantities. The header needs only `itemCount`; pages
 * that show products resolve them with `useCartItems()` (which brings the catalogue), so the
 * catalogue and the storage validators stay off the critical path of every page. An item's
 * `variantId` is its variant's id, absent for a product without options.
 */
export interface CartContextValue {
  lines: readonly CartLine[];
  /** Saved-for-later items, oldest first. */
  saved: readonly LineKey[];
  /** Sum of quantities. */
  itemCount: number;
  /** False until stored state has been read after hydration. */
  hydrated: boolean;
  quantityOf: (productId: string, variantId?: string) => number;
  /**
   * Adds `quantity` (default 1) of the variant (docs/shop-rules.md, Cart); without `variantId`, a
   * product sold in options gets its first variant in stock as soon as its variants are known.
   */
  addItem: (product: ProductSummary, quantity?: number, variantId?: string) => void;
  /** 0 or less removes the line (with an Undo toast). */
  setQuantity: (product: ProductSummary, quantity: number, variantId?: string) => void;
  removeItem: (product: ProductSummary, variantId?: string) => void;
  clearCart: () => void;
  saveForLater: (product: ProductSummary, variantId?: string) => void;
  moveToCart: (product: ProductSummary, variantId?: string) => void;
  removeSaved: (product: ProductSummary, variantId?: string) => void;
  /** Empties the cart without a toast (after an order is placed). */
  emptyAfterOrder: () => void;
}

/** The cart (cart-store.ts); no provider needed. */
export function useCart(): CartContextValue {
  const state = useStore(actions.cartStore);
  const hydrated = useStoreLoaded(actions.cartStore);
  return useMemo(
    () => ({
      lines: state.lines,
      saved: state.saved,
      itemCount: selectItemCount(state),
      hydrated,
      quantityOf: (productId: string, variantId?: string) =>
        selectQuantity(state, lineKey(productId, variantId)),
      addItem: actions.addItem,
      setQuantity: actions.setQuantity,
      removeItem: actions.removeItem,
      clearCart: actions.clearCart,
      saveForLater: actions.saveForLater,
      moveToCart: actions.moveToCart,
      removeSaved: actions.removeSaved,
      emptyAfterOrder: actions.emptyAfterOrder,
    }),
    [state, hydrated],
  );
}
