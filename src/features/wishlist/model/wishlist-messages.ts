/** Wishlist toasts (docs/shop-rules.md, Wishlist); the titles are kept exactly. */
import type { ToastText } from '@/domain/toast-text';

export function addedToWishlistMessage(name: string): ToastText {
  return { title: 'Added to wishlist', description: `${name} has been added to your wishlist` };
}

export function alreadyInWishlistMessage(name: string): ToastText {
  return { title: 'Already in wishlist', description: `${name} is already in your wishlist` };
}

export function removedFromWishlistMessage(name: string): ToastText {
  return { title: 'Removed from wishlist', description: `${name} has been removed from your wishlist` };
}

export function wishlistClearedMessage(): ToastText {
  return { title: 'Wishlist cleared', description: 'All items have been removed from your wishlist' };
}
