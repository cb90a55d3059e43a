/** The wishlist (a store from lib/create-store.ts): in memory only (docs/shop-rules.md: lost on reload). */
import { rememberProduct } from '@/data/known-products';
import type { ProductSummary } from '@/domain/types';
import { createStore } from '@/lib/create-store';
import { notify } from '@/lib/toast';
import {
  addedToWishlistMessage,
  alreadyInWishlistMessage,
  removedFromWishlistMessage,
  wishlistClearedMessage,
} from './model/wishlist-messages';
import {
  type WishlistAction,
  describeWishlistAdd,
  emptyWishlist,
  isInWishlist,
  wishlistReducer,
} from './model/wishlist-reducer';

export const wishlistStore = createStore(emptyWishlist);

const dispatch = (action: WishlistAction) => wishlistStore.update((state) => wishlistReducer(state, action));

export function add(product: ProductSummary): void {
  if (describeWishlistAdd(wishlistStore.get(), product.id) === 'duplicate') {
    notify(alreadyInWishlistMessage(product.name));
    return;
  }
  rememberProduct(product);
  dispatch({ type: 'add', productId: product.id });
  notify(addedToWishlistMessage(product.name));
}

export function remove(product: ProductSummary): void {
  if (!isInWishlist(wishlistStore.get(), product.id)) return;
  dispatch({ type: 'remove', productId: product.id });
  notify(removedFromWishlistMessage(product.name));
}

export function toggle(product: ProductSummary): void {
  if (isInWishlist(wishlistStore.get(), product.id)) remove(product);
  else add(product);
}

export function clear(): void {
  if (wishlistStore.get().length === 0) return;
  dispatch({ type: 'clear' });
  notify(wishlistClearedMessage());
}
