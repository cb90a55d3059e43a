/**
 * Reading and writing the persisted cart. Loaded after hydration (it brings the zod validators),
 * so it is not on any page's critical path.
 */
import { findProducts } from '@/data/product-store';
import { readRaw, removeKey } from '@/lib/storage';
import type { CartState } from './model/cart-reducer';
import { cartStorageKeys, loadCartState } from './model/cart-storage';

const anyId = { has: () => true };

/**
 * Reads both stored lists, keeping only ids the catalogue has (their products are looked up, so
 * the cart page can show them at once). With `repair`, removes a key whose data is unusable. When
 * the catalogue cannot be reached, every well-formed line is kept: nothing is lost offline.
 */
export async function readStoredCart(repair: boolean): Promise<{ state: CartState; valid: boolean }> {
  const rawCart = readRaw(cartStorageKeys.cart);
  const rawSaved = readRaw(cartStorageKeys.saved);
  const wellFormed = loadCartState(rawCart, rawSaved, anyId);
  const ids = [...wellFormed.state.lines.map((line) => line.productId), ...wellFormed.state.saved];
  const known = await findProducts(ids).catch(() => null);
  const { state, cartValid, savedValid } = known ? loadCartState(rawCart, rawSaved, known) : wellFormed;
  if (repair && !cartValid) removeKey(cartStorageKeys.cart);
  if (repair && !savedValid) removeKey(cartStorageKeys.saved);
  return { state, valid: cartValid && savedValid };
}
