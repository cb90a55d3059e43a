/**
 * Reading and writing the persisted cart. Loaded after hydration (it brings the catalogue's ids
 * and the zod validators), so it is not on any page's critical path.
 */
import { getProductIds } from '@/data/catalog-repository';
import { readRaw, removeKey } from '@/lib/storage';
import type { CartState } from './model/cart-reducer';
import { cartStorageKeys, loadCartState } from './model/cart-storage';

let known: ReadonlySet<string> | null = null;

/** Reads both stored lists. With `repair`, removes a key whose data is unusable. */
export function readStoredCart(repair: boolean): { state: CartState; valid: boolean } {
  known ??= new Set(getProductIds());
  const { state, cartValid, savedValid } = loadCartState(
    readRaw(cartStorageKeys.cart),
    readRaw(cartStorageKeys.saved),
    known,
  );
  if (repair && !cartValid) removeKey(cartStorageKeys.cart);
  if (repair && !savedValid) removeKey(cartStorageKeys.saved);
  return { state, valid: cartValid && savedValid };
}
