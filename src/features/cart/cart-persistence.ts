/**
 * Reading the persisted cart back. Loaded on demand by the cart store (it brings the zod
 * validators), so it is not on any page's critical path.
 */
import { findProducts } from '@/data/product-cache';
import type { ReadBack, ReadStored, StoredEntry } from '@/lib/create-store';
import { notify } from '@/lib/toast';
import { droppedFromCartMessage } from './model/cart-item-text';
import type { CartState } from './model/cart-reducer';
import { cartStorageKeys, loadCartState, serializeCart, serializeSaved } from './model/cart-storage';
import { settleCart } from './model/cart-variants';

const anyId = { has: () => true };

/**
 * Reads both stored lists, keeping only ids the catalogue has (their products are looked up, with
 * their variants, so the cart page can show them at once), and settles each item to its variant
 * (model/cart-variants.ts): a cart stored before products had options is brought up to date and what
 * differs from the stored text is written back; a line with no variant in stock is dropped, with a
 * toast. A key whose data is unusable is reported as garbage. When the catalogue cannot be reached,
 * every well-formed line is kept as it is, to be settled once its product is known: nothing is lost
 * offline.
 */
export async function readStoredCart(read: ReadStored): Promise<ReadBack<CartState>> {
  const rawCart = read(cartStorageKeys.cart, 'local');
  const rawSaved = read(cartStorageKeys.saved, 'local');
  const wellFormed = loadCartState(rawCart, rawSaved, anyId);
  const ids = [...wellFormed.state.lines, ...wellFormed.state.saved].map((item) => item.productId);
  const known = await findProducts(ids, { withVariants: true }).catch(() => null);
  const garbage: StoredEntry[] = [];
  if (!wellFormed.cartValid) garbage.push({ key: cartStorageKeys.cart, area: 'local' });
  if (!wellFormed.savedValid) garbage.push({ key: cartStorageKeys.saved, area: 'local' });
  if (!known) return { state: wellFormed.state, garbage };
  const loaded = loadCartState(rawCart, rawSaved, known).state;
  const settled = settleCart(loaded, (id) => known.get(id));
  for (const line of settled.dropped) {
    const name = known.get(line.productId)?.name;
    if (name) notify(droppedFromCartMessage(name));
  }
  const { lines, saved } = settled.state;
  // Garbage is removed, never replaced: nothing is written back then.
  const rewrite =
    garbage.length === 0 &&
    ((rawCart !== null && serializeCart(lines) !== rawCart) ||
      (rawSaved !== null && serializeSaved(saved) !== rawSaved));
  return { state: settled.state, garbage, rewrite };
}
