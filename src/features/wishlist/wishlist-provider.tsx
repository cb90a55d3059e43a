import { useCallback, useMemo, useRef, useState } from 'react';
import { rememberProduct } from '@/data/product-store';
import type { ProductSummary } from '@/domain/types';
import { notify } from '@/lib/toast';
import {
  addedToWishlistMessage,
  alreadyInWishlistMessage,
  removedFromWishlistMessage,
  wishlistClearedMessage,
} from './model/wishlist-messages';
import {
  type WishlistAction,
  type WishlistState,
  describeWishlistAdd,
  emptyWishlist,
  isInWishlist,
  wishlistReducer,
} from './model/wishlist-reducer';
import { WishlistContext, type WishlistContextValue } from './use-wishlist';

/** The wishlist: in memory only, lost on reload (docs/shop-rules.md, Wishlist). */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<WishlistState>(emptyWishlist);
  // The latest state, updated synchronously so a double click sees the first click's change.
  const stateRef = useRef(state);

  const dispatch = useCallback((action: WishlistAction) => {
    stateRef.current = wishlistReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);

  const add = useCallback(
    (product: ProductSummary) => {
      if (describeWishlistAdd(stateRef.current, product.id) === 'duplicate') {
        notify(alreadyInWishlistMessage(product.name));
        return;
      }
      rememberProduct(product);
      dispatch({ type: 'add', productId: product.id });
      notify(addedToWishlistMessage(product.name));
    },
    [dispatch],
  );

  const remove = useCallback(
    (product: ProductSummary) => {
      if (!isInWishlist(stateRef.current, product.id)) return;
      dispatch({ type: 'remove', productId: product.id });
      notify(removedFromWishlistMessage(product.name));
    },
    [dispatch],
  );

  const toggle = useCallback(
    (product: ProductSummary) =>
      isInWishlist(stateRef.current, product.id) ? remove(product) : add(product),
    [add, remove],
  );

  const clear = useCallback(() => {
    if (stateRef.current.length === 0) return;
    dispatch({ type: 'clear' });
    notify(wishlistClearedMessage());
  }, [dispatch]);

  const value = useMemo<WishlistContextValue>(() => {
    return {
      ids: state,
      count: state.length,
      has: (productId: string) => isInWishlist(state, productId),
      add,
      remove,
      toggle,
      clear,
    };
  }, [state, add, remove, toggle, clear]);

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
