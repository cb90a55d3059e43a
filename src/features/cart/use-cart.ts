import { createContext, useContext } from 'react';
import type { ProductSummary } from '@/domain/types';
import type { CartLine } from './model/cart-reducer';

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
  addItem: (product: ProductSummary, quantity?: number) => void;
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

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
