import { useMemo } from 'react';
import type { ProductSummary } from '@/domain/types';
import { useStore } from '@/lib/create-store';
import { isInWishlist } from './model/wishlist-reducer';
import { add, clear, remove, toggle, wishlistStore } from './wishlist-store';

export interface WishlistContextValue {
  /** ProductSummary ids in the order they were added (resolve them with `useWishlistItems`). */
  ids: readonly string[];
  count: number;
  has: (productId: string) => boolean;
  add: (product: ProductSummary) => void;
  remove: (product: ProductSummary) => void;
  toggle: (product: ProductSummary) => void;
  clear: () => void;
}

/** The wishlist (wishlist-store.ts); no provider needed. */
export function useWishlist(): WishlistContextValue {
  const ids = useStore(wishlistStore);
  return useMemo(
    () => ({
      ids,
      count: ids.length,
      has: (productId: string) => isInWishlist(ids, productId),
      add,
      remove,
      toggle,
      clear,
    }),
    [ids],
  );
}
