import { useMemo } from 'react';
import type { ProductSummary } from '@/domain/types';
import { useStore, useStoreLoaded } from '@/lib/create-store';
import * as actions from './cart-store';
import type { CartLine } from './model/cart-reducer';
import { selectItemCount, selectQuantity } from './model/cart-selectors';

/**
 * The cart as ids and quantities. The header needs only `itemCount`; pages that show products
 * resolve them with `useCartItems()` (which brings the catalogue), so the catalogue and the storage
 * validators stay off the critical path of every page.
 */
export interface CartContextValue {
  lines: readonly CartLine[];
  /** Saved-for-later product ids, oldest first. */
  savedIds: readonly string[];
  /** Sum of quantities. */
  itemCount: number;
  /** False until stored state has been read after hydration. */
  hydrated: boolean;
  quantityOf: (productId: string) => number;
  /** Adds `quantity` of the product, or of its variant `variantId` for a product with options. */
  addItem: (product: ProductSummary, quantity?: number, variantId?: string) => void;
  /** 0 or less removes the line (with an Undo toast). */
  setQuantity: (product: ProductSummary, quantity: number) => void;
  removeItem: (product: ProductSummary) => void;
  clearCart: () => void;
  saveForLater: (product: ProductSummary) => void;
  moveToCart: (product: ProductSummary) => void;
  removeSaved: (product: ProductSummary) => void;
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
      savedIds: state.saved,
      itemCount: selectItemCount(state),
      hydrated,
      quantityOf: (productId: string) => selectQuantity(state, productId),
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
