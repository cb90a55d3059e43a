import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { rememberProduct } from '@/data/product-store';
import type { ProductSummary } from '@/domain/types';
import { subscribeToKey, writeRaw } from '@/lib/storage';
import { notify } from '@/lib/toast';
import {
  addedToCartMessage,
  cartClearedMessage,
  increasedQuantityMessage,
  movedToCartMessage,
  quantityLimitMessage,
  removedFromCartMessage,
  removedSavedMessage,
  savedForLaterMessage,
} from './model/cart-messages';
import {
  type CartAction,
  type CartState,
  cartReducer,
  describeAdd,
  emptyCart,
  selectItemCount,
  selectLine,
  selectLineIndex,
  selectQuantity,
} from './model/cart-reducer';
import { cartStorageKeys, hasStoredCart, storedCartKeys } from './model/cart-storage-keys';
import { CartContext, type CartContextValue } from './use-cart';

function persist(next: CartState): void {
  writeRaw(cartStorageKeys.cart, JSON.stringify(next.lines));
  writeRaw(cartStorageKeys.saved, JSON.stringify(next.saved));
}

/**
 * The cart and saved-for-later list. Persisted to localStorage (`cart`, `savedForLater`) on every
 * change, restored after hydration (the prerendered HTML shows an empty cart), and kept in step
 * with the shop's other tabs through the `storage` event.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<CartState>(emptyCart);
  const [hydrated, setHydrated] = useState(false);
  const stateRef = useRef(state);
  // Actions taken before the stored cart has loaded are replayed on top of it.
  const pending = useRef<CartAction[] | null>([]);
  const [, forceRender] = useReducer((n: number) => n + 1, 0);

  /** Applies an action now (so a double click sees the first one) and persists the result. */
  const dispatch = useCallback((action: CartAction) => {
    const next = cartReducer(stateRef.current, action);
    pending.current?.push(action);
    if (next === stateRef.current) return;
    stateRef.current = next;
    setState(next);
    if (!pending.current) persist(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // The validators (zod) load only when there is something stored to check.
    const load = () => import('./cart-persistence');
    /** Shows the stored cart, with the actions taken before it was read replayed on top. */
    const restore = (stored: CartState) => {
      let next = stored;
      for (const action of pending.current ?? []) next = cartReducer(next, action);
      const replayed = (pending.current?.length ?? 0) > 0;
      pending.current = null;
      stateRef.current = next;
      setState(next);
      setHydrated(true);
      if (replayed) persist(next);
    };
    const onOtherTab = (raw: string | null) => {
      // A key removed elsewhere is another tab repairing garbage it found on loading (or storage
      // being cleared), never a shopper's change (a cleared cart is written as '[]'): this tab
      // keeps its cart and writes it back.
      if (raw === null) {
        persist(stateRef.current);
        return;
      }
      void load().then(async ({ readStoredCart }) => {
        const fromOtherTab = await readStoredCart(false);
        if (cancelled) return;
        if (fromOtherTab.valid) {
          stateRef.current = fromOtherTab.state;
          setState(fromOtherTab.state);
        } else {
          // Garbage written elsewhere: keep this tab's cart and repair the stored copy.
          persist(stateRef.current);
          forceRender();
        }
      });
    };
    const offCart = subscribeToKey(cartStorageKeys.cart, onOtherTab);
    const offSaved = subscribeToKey(cartStorageKeys.saved, onOtherTab);
    const stored = hasStoredCart(storedCartKeys)
      ? load().then(async ({ readStoredCart }) => (await readStoredCart(true)).state)
      : Promise.resolve(emptyCart);
    void stored.then((state) => {
      if (!cancelled) restore(state);
    });
    return () => {
      cancelled = true;
      offCart();
      offSaved();
    };
  }, []);

  const addItem = useCallback(
    (product: ProductSummary, quantity = 1) => {
      rememberProduct(product);
      const outcome = describeAdd(stateRef.current, product.id);
      dispatch({ type: 'add', productId: product.id, quantity });
      notify(
        outcome === 'added'
          ? addedToCartMessage(product.name)
          : outcome === 'increased'
            ? increasedQuantityMessage(product.name)
            : quantityLimitMessage(product.name),
      );
    },
    [dispatch],
  );

  const removeItem = useCallback(
    (product: ProductSummary) => {
      const line = selectLine(stateRef.current, product.id);
      if (!line) return;
      const index = selectLineIndex(stateRef.current, product.id);
      dispatch({ type: 'remove', productId: product.id });
      notify({
        ...removedFromCartMessage(product.name),
        action: { label: 'Undo', onClick: () => dispatch({ type: 'restore', line, index }) },
      });
    },
    [dispatch],
  );

  const setQuantity = useCallback(
    (product: ProductSummary, quantity: number) => {
      if (!Number.isFinite(quantity)) return;
      if (quantity <= 0) removeItem(product);
      else dispatch({ type: 'setQuantity', productId: product.id, quantity });
    },
    [dispatch, removeItem],
  );

  const clearCart = useCallback(() => {
    if (stateRef.current.lines.length === 0) return;
    dispatch({ type: 'clear' });
    notify(cartClearedMessage());
  }, [dispatch]);

  const saveForLater = useCallback(
    (product: ProductSummary) => {
      dispatch({ type: 'saveForLater', productId: product.id });
      notify(savedForLaterMessage(product.name));
    },
    [dispatch],
  );

  const moveToCart = useCallback(
    (product: ProductSummary) => {
      if (!stateRef.current.saved.includes(product.id)) return;
      dispatch({ type: 'moveToCart', productId: product.id });
      notify(movedToCartMessage(product.name));
    },
    [dispatch],
  );

  const removeSaved = useCallback(
    (product: ProductSummary) => {
      if (!stateRef.current.saved.includes(product.id)) return;
      dispatch({ type: 'removeSaved', productId: product.id });
      notify(removedSavedMessage(product.name));
    },
    [dispatch],
  );

  const emptyAfterOrder = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);

  const value = useMemo<CartContextValue>(
    () => ({
      lines: state.lines,
      savedIds: state.saved,
      itemCount: selectItemCount(state),
      hydrated,
      quantityOf: (productId: string) => selectQuantity(state, productId),
      addItem,
      setQuantity,
      removeItem,
      clearCart,
      saveForLater,
      moveToCart,
      removeSaved,
      emptyAfterOrder,
    }),
    [
      state,
      hydrated,
      addItem,
      setQuantity,
      removeItem,
      clearCart,
      saveForLater,
      moveToCart,
      removeSaved,
      emptyAfterOrder,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
