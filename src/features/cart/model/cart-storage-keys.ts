/** The storage keys of the persisted cart and saved-for-later list. Kept apart from cart-storage
 * (which brings zod) so a page can check for a stored cart without loading the validators: before
 * the first paint (/cart, /checkout) and when the cart store starts (a first visit, with nothing
 * stored, never loads them). */
export const cartStorageKeys = { cart: 'cart', saved: 'savedForLater' } as const;

export const storedCartKeys: readonly string[] = Object.values(cartStorageKeys);

/**
 * True when storage holds a cart or saved list: anything but an empty list, including data the app
 * will later reject, or storage that cannot be read. Self-contained: it also runs as an inline
 * script before the first paint.
 */
export function hasStoredCart(keys: readonly string[]): boolean {
  try {
    for (const key of keys) {
      const value = localStorage.getItem(key);
      if (value !== null && value.trim() !== '[]') return true;
    }
    return false;
  } catch {
    return true;
  }
}
