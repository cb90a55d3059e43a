/**
 * The cart and saved-for-later list (a store from lib/create-store.ts). Persisted to localStorage
 * (`cart`, `savedForLater`) on every change, read after hydration (the prerendered HTML shows an
 * empty cart), with the actions taken before then (taps replayed by lib/early-event-replay.ts)
 * applied on top, and kept in step with the shop's other tabs.
 */
import { rememberProduct } from '@/data/known-products';
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
import { lineKey } from './model/cart-keys';
import { type CartAction, cartReducer, emptyCart } from './model/cart-reducer';
import { describeAdd, isSavedForLater, selectLine, selectLineIndex } from './model/cart-selectors';
import { cartStorageKeys, hasStoredCart, storedCartKeys } from './model/cart-storage-keys';
import * as words from 'virtual:lumina-messages/cartToasts';

export const cartStore = createStore(emptyCart, {
  keys: storedCartKeys,
  isStored: () => hasStoredCart(storedCartKeys),
  write: (state) => [
    // The reducer builds every line and key in the one field order: this is cart-storage.ts's
    // serializeCart / serializeSaved, without loading it.
    { key: cartStorageKeys.cart, area: 'local', text: JSON.stringify(state.lines) },
    { key: cartStorageKeys.saved, area: 'local', text: JSON.stringify(state.saved) },
  ],
  validator: () => import('./cart-persistence').then((m) => m.readStoredCart),
  // A key removed elsewhere is another tab repairing garbage it found on loading (or storage being
  // cleared), never a shopper's change (a cleared cart is written as '[]').
  otherTabs: 'repair',
});

const dispatch = (action: CartAction) => cartStore.update((state) => cartReducer(state, action));

/**
 * Adds `quantity` of the product's variant `variantId`. Without one, a product sold in options is
 * added as it is and settled to its first variant in stock where its variants are known
 * (settle-variants.ts): AddToCartButton passes that variant itself when it knows it.
 */
export function addItem(product: ProductSummary, quantity = 1, variantId?: string): void {
  rememberProduct(product);
  const key = lineKey(product.id, variantId);
  const outcome = describeAdd(cartStore.get(), key);
  dispatch({ type: 'add', ...key, quantity });
  notify(
    outcome === 'added'
      ? addedToCartMessage(product.name)
      : outcome === 'increased'
        ? increasedQuantityMessage(product.name)
        : quantityLimitMessage(product.name),
  );
}

export function removeItem(product: ProductSummary, variantId?: string): void {
  const key = lineKey(product.id, variantId);
  const line = selectLine(cartStore.get(), key);
  if (!line) return;
  const index = selectLineIndex(cartStore.get(), key);
  dispatch({ type: 'remove', ...key });
  notify({
    ...removedFromCartMessage(product.name),
    action: { label: words.undo, onClick: () => dispatch({ type: 'restore', line, index }) },
  });
}

export function setQuantity(product: ProductSummary, quantity: number, variantId?: string): void {
  if (!Number.isFinite(quantity)) return;
  if (quantity <= 0) removeItem(product, variantId);
  else dispatch({ type: 'setQuantity', ...lineKey(product.id, variantId), quantity });
}

export function clearCart(): void {
  if (cartStore.get().lines.length === 0) return;
  dispatch({ type: 'clear' });
  notify(cartClearedMessage());
}

export function saveForLater(product: ProductSummary, variantId?: string): void {
  dispatch({ type: 'saveForLater', ...lineKey(product.id, variantId) });
  notify(savedForLaterMessage(product.name));
}

export function moveToCart(product: ProductSummary, variantId?: string): void {
  const key = lineKey(product.id, variantId);
  if (!isSavedForLater(cartStore.get(), key)) return;
  dispatch({ type: 'moveToCart', ...key });
  notify(movedToCartMessage(product.name));
}

export function removeSaved(product: ProductSummary, variantId?: string): void {
  const key = lineKey(product.id, variantId);
  if (!isSavedForLater(cartStore.get(), key)) return;
  dispatch({ type: 'removeSaved', ...key });
  notify(removedSavedMessage(product.name));
}

export function emptyAfterOrder(): void {
  dispatch({ type: 'clear' });
}
