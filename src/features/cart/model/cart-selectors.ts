/**
 * Questions asked of the cart state (which toast an add needs, counts, lines). Pure; the reducer is
 * in cart-reducer.ts, the joining of lines with their products in cart-items.ts.
 */
import { limits } from '@/config/shop';
import { type LineKey, sameKey } from './cart-keys';
import type { CartLine, CartState } from './cart-reducer';

export type AddOutcome = 'added' | 'increased' | 'limit';

/**
 * Which toast an add (or move to cart) will need, asked before dispatching: 'added' for a new line,
 * 'increased' for an existing one, 'limit' when the line is already at limits.maxQuantity
 * (nothing changes).
 */
export function describeAdd(state: CartState, key: LineKey): AddOutcome {
  const line = selectLine(state, key);
  if (!line) return 'added';
  return line.quantity >= limits.maxQuantity ? 'limit' : 'increased';
}

/** Sum of quantities (the header badge). */
export function selectItemCount(state: CartState): number {
  let count = 0;
  for (const line of state.lines) count += line.quantity;
  return count;
}

export function selectLine(state: CartState, key: LineKey): CartLine | undefined {
  return state.lines.find((l) => sameKey(l, key));
}

/** The line's quantity, 0 when the item is not in the cart. */
export function selectQuantity(state: CartState, key: LineKey): number {
  return selectLine(state, key)?.quantity ?? 0;
}

export function selectLineIndex(state: CartState, key: LineKey): number {
  return state.lines.findIndex((l) => sameKey(l, key));
}

export function isSavedForLater(state: CartState, key: LineKey): boolean {
  return state.saved.some((s) => sameKey(s, key));
}
