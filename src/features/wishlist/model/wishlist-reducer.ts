/** The wishlist: product ids in the order they were added, never duplicated. */

export type WishlistState = readonly string[];

export type WishlistAction =
  /** Appends the id; a duplicate is a no-op (ask `describeWishlistAdd` first for the toast). */
  | { type: 'add'; productId: string }
  | { type: 'remove'; productId: string }
  /** Adds when absent, removes when present (the heart buttons). */
  | { type: 'toggle'; productId: string }
  | { type: 'clear' };

export const emptyWishlist: WishlistState = [];

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'add':
      return state.includes(action.productId) ? state : [...state, action.productId];
    case 'remove':
      return state.includes(action.productId) ? state.filter((id) => id !== action.productId) : state;
    case 'toggle':
      return state.includes(action.productId)
        ? state.filter((id) => id !== action.productId)
        : [...state, action.productId];
    case 'clear':
      return state.length === 0 ? state : emptyWishlist;
  }
}

/** 'duplicate' when the product is already in the wishlist (toast 'Already in wishlist'), else 'added'. */
export function describeWishlistAdd(state: WishlistState, productId: string): 'added' | 'duplicate' {
  return state.includes(productId) ? 'duplicate' : 'added';
}

/** What a toggle will do: 'added' or 'removed'. */
export function describeWishlistToggle(state: WishlistState, productId: string): 'added' | 'removed' {
  return state.includes(productId) ? 'removed' : 'added';
}

export function isInWishlist(state: WishlistState, productId: string): boolean {
  return state.includes(productId);
}
