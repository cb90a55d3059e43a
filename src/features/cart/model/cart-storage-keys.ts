/** The storage keys of the persisted cart and saved-for-later list. Kept apart from cart-storage
 * (which brings zod) so the cart and checkout pages can check for a stored cart before the first
 * paint without loading the validators. */
export const cartStorageKeys = { cart: 'cart', saved: 'savedForLater' } as const;
