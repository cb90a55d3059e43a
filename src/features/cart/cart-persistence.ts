/**
 * Reading the persisted cart back. Loaded on demand by the cart store (it brings the zod
 * validators), so it is not on any page's critical path.
 */
import { findProducts } from '@/data/product-cache';
import type { ReadBack, ReadStored, StoredEntry } from '@/lib/create-store';
import type { CartState } from './model/cart-reducer';
import { cartStorageKeys, loadCartState } from './model/cart-storage';

const anyId = { has: () => true };

/**
 * Reads both stored lists, keeping only ids the catalogue has (their products are looked up, so
 * the cart page can show them at once); a key whose data is unusable is reported as garbage. When
 * the catalogue cannot be reached, every well-formed line is kept: nothing is lost offline.
 */
export async function readStoredCart(read: ReadStored): Promise<ReadBack<CartState>> {
  const rawCart = read(cartStorageKeys.cart, 'local');
  const rawSaved = read(cartStorageKeys.saved, 'local');
  const wellFormed = loadCartState(rawCart, rawSaved, anyId);
  const ids = [...wellFormed.state.lines.map((line) => line.productId), ...wellFormed.state.saved];
  const known = await findProducts(ids).catch(() => null);
  const { state, cartValid, savedValid } = known ? loadCartState(rawCart, rawSaved, known) : wellFormed;
  const garbage: StoredEntry[] = [];
  if (!cartValid) garbage.push({ key: cartStorageKeys.cart, area: 'local' });
  if (!savedValid) garbage.push({ key: cartStorageKeys.saved, area: 'local' });
  return { state, garbage };
}
