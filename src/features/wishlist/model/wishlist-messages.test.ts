import { expect, test } from 'vitest';
import {
  addedToWishlistMessage,
  alreadyInWishlistMessage,
  removedFromWishlistMessage,
  wishlistClearedMessage,
} from './wishlist-messages';

test('wishlist toasts', () => {
  expect(addedToWishlistMessage('Vase')).toEqual({
    title: 'Added to wishlist',
    description: 'Vase has been added to your wishlist',
  });
  expect(alreadyInWishlistMessage('Vase')).toEqual({
    title: 'Already in wishlist',
    description: 'Vase is already in your wishlist',
  });
  expect(removedFromWishlistMessage('Vase')).toEqual({
    title: 'Removed from wishlist',
    description: 'Vase has been removed from your wishlist',
  });
  expect(wishlistClearedMessage()).toEqual({
    title: 'Wishlist cleared',
    description: 'All items have been removed from your wishlist',
  });
});
