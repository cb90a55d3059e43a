/** Wishlist toasts (docs/shop-rules.md, Wishlist); the titles are kept exactly. The words are messages/'s. */
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/wishlistToasts';

export function addedToWishlistMessage(name: string): ToastText {
  return { title: words.addedTitle, description: words.addedDescription({ name }) };
}

export function alreadyInWishlistMessage(name: string): ToastText {
  return { title: words.alreadyTitle, description: words.alreadyDescription({ name }) };
}

export function removedFromWishlistMessage(name: string): ToastText {
  return { title: words.removedTitle, description: words.removedDescription({ name }) };
}

export function wishlistClearedMessage(): ToastText {
  return { title: words.clearedTitle, description: words.clearedDescription };
}
