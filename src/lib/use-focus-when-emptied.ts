import { useCallback, useEffect, useRef } from 'react';

/**
 * After the shopper empties a list (Clear Cart, Clear Wishlist), keyboard focus moves to its empty
 * state instead of being lost with the button: call `focusWhenEmptied()` as the list is cleared
 * and put `emptyRef` on the focusable (tabIndex -1) element around the empty state.
 * `ids` must keep its identity between renders while the list is unchanged (memoise it).
 */
export function useFocusWhenEmptied(ids: readonly string[]) {
  const emptyRef = useRef<HTMLDivElement>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (armed.current && ids.length === 0) {
      armed.current = false;
      emptyRef.current?.focus();
    }
  }, [ids]);
  const focusWhenEmptied = useCallback(() => {
    armed.current = true;
  }, []);
  return { emptyRef, focusWhenEmptied };
}
