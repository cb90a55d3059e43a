/**
 * A whole cart settled to variants once its products are known (cart-variants.ts says which variant
 * each item takes). Pure. Kept apart from cart-variants.ts, which every page's header loads: only the
 * cart's pages and the stored cart's reader load this.
 */
import { type LineKey, lineKey } from './cart-keys';
import { type CartLine, type CartState, normalizeCartState } from './cart-reducer';
import { settleVariant, type VariantsOf } from './cart-variants';

/** A product whose variants are known, or undefined while they are not (the item is kept as it is). */
export type VariantsLookup = (productId: string) => VariantsOf | undefined;

function settleKey(key: LineKey, products: VariantsLookup, soldOut: 'drop' | 'keep'): LineKey | null {
  const product = products(key.productId);
  if (!product) return key;
  const variantId = settleVariant(product, key.variantId, soldOut);
  if (variantId === null) return null;
  return variantId === key.variantId ? key : lineKey(key.productId, variantId);
}

/**
 * Every item of a known product settled to its variant (see settleVariant), lines that now share a
 * key merged (capped) where the first stood. `dropped`: the cart lines removed. The same state
 * object when nothing changes.
 */
export function settleCart(
  state: CartState,
  products: VariantsLookup,
): { state: CartState; dropped: CartLine[] } {
  let changed = false;
  const dropped: CartLine[] = [];
  const lines: CartLine[] = [];
  for (const line of state.lines) {
    const key = settleKey(line, products, 'drop');
    if (key !== line) changed = true;
    if (key === null) dropped.push(line);
    else lines.push(key === line ? line : { ...key, quantity: line.quantity });
  }
  const saved: LineKey[] = [];
  for (const entry of state.saved) {
    const key = settleKey(entry, products, 'keep');
    if (key !== entry) changed = true;
    if (key !== null) saved.push(key);
  }
  return changed ? { state: normalizeCartState({ lines, saved }), dropped } : { state, dropped };
}
