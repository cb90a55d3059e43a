/**
 * The cart and saved-for-later list (a store from lib/create-store.ts). Persisted to localStorage
 * (`cart`, `savedForLater`) on every change, read after hydration (the prerendered HTML shows an
 * empty cart), with the actions taken before then (taps replayed by lib/early-event-replay.ts)
 * applied on top, and kept in step with the shop's other tabs.
 */
import { rememberProduct } from '@/data/product-cache';
import type { ProductSummary } from '@/domain/types';
import { createStore } from '@/lib/create-store';
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
import { type CartAction, cartReducer, emptyCart } from './model/cart-reducer';
import { describeAdd, selectLine, selectLineIndex } from './model/cart-selectors';
import { cartStorageKeys, hasStoredCart, storedCartKeys } from './model/cart-storage-keys';

export const cartStore = createStore(emptyCart, {
  keys: storedCartKeys,
  isStored: () => hasStoredCart(storedCartKeys),
  write: (state) => [
    { key: cartStorageKeys.cart, area: 'local', text: JSON.stringify(state.lines) },
    { key: cartStorageKeys.saved, area: 'local', text: JSON.stringify(state.saved) },
  ],
  validator: () => import('./cart-persistence').then((m) => m.readStoredCart),
  // A key removed elsewhere is another tab repairing garbage it found on loading (or storage being
  // cleared), never a shopper's change (a cleared cart is written as '[]').
  otherTabs: 'repair',
});

const dispatch = (action: CartAction) => cartStore.update((state) => cartReducer(state, action));

export function addItem(product: ProductSummary, quantity = 1): void {
  rememberProduct(product);
  const outcome = describeAdd(cartStore.get(), product.id);
  dispatch({ type: 'add', productId: product.id, quantity });
  notify(
    outcome === 'added'
      ? addedToCartMessage(product.name)
      : outcome === 'increased'
        ? increasedQuantityMessage(product.name)
        : quantityLimitMessage(product.name),
  );
}

export function removeItem(product: ProductSummary): void {
  const line = selectLine(cartStore.get(), product.id);
  if (!line) return;
  const index = selectLineIndex(cartStore.get(), product.id);
  dispatch({ type: 'remove', productId: product.id });
  notify({
    ...removedFromCartMessage(product.name),
    action: { label: 'Undo', onClick: () => dispatch({ type: 'restore', line, index }) },
  });
}

export function setQuantity(product: ProductSummary, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  if (quantity <= 0) removeItem(product);
  else dispatch({ type: 'setQuantity', productId: product.id, quantity });
}

export function clearCart(): void {
  if (cartStore.get().lines.length === 0) return;
  dispatch({ type: 'clear' });
  notify(cartClearedMessage());
}

export function saveForLater(product: ProductSummary): void {
  dispatch({ type: 'saveForLater', productId: product.id });
  notify(savedForLaterMessage(product.name));
}

export function moveToCart(product: ProductSummary): void {
  if (!cartStore.get().saved.includes(product.id)) return;
  dispatch({ type: 'moveToCart', productId: product.id });
  notify(movedToCartMessage(product.name));
}

export function removeSaved(product: ProductSummary): void {
  if (!cartStore.get().saved.includes(product.id)) return;
  dispatch({ type: 'removeSaved', productId: product.id });
  notify(removedSavedMessage(product.name));
}

export function emptyAfterOrder(): void {
  dispatch({ type: 'clear' });
}
