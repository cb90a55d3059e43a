/**
 * The cart and saved-for-later list as one pure reducer over line keys (a product id and, for a
 * product sold in sizes or colours, a variant id; the UI looks products up). Invariants after every
 * action: each line's quantity is an integer 1..limits.maxQuantity, no two lines share a key (the
 * same product in two variants is two lines), the saved list has no duplicate keys, and no key is
 * both in the cart and saved (adding a saved item to the cart moves it out of the saved list).
 */
import { limits } from '@/config/shop';
import { type LineKey, keyText, lineKey, sameKey } from './cart-keys';

export interface CartLine extends LineKey {
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /** Items saved for later (product and variant), oldest first. */
  saved: LineKey[];
}

export type CartAction =
  /** Adds `quantity` (default 1): an existing line increases (capped), a new line is appended. */
  | ({ type: 'add'; quantity?: number | undefined } & LineKey)
  /** Sets a line's quantity: floored, capped; 0 or less removes the line; NaN/Infinity ignored. */
  | ({ type: 'setQuantity'; quantity: number } & LineKey)
  | ({ type: 'remove' } & LineKey)
  /** Re-inserts a removed line at `index` (Undo). Merges with a line added since. */
  | { type: 'restore'; line: CartLine; index: number }
  /** Empties the cart; the saved list stays. */
  | { type: 'clear' }
  | ({ type: 'saveForLater' } & LineKey)
  /** Adds one (or increases by one) and removes the item from the saved list. */
  | ({ type: 'moveToCart' } & LineKey)
  | ({ type: 'removeSaved' } & LineKey)
  /** Replaces the whole state (another tab changed it); the input is normalised. */
  | { type: 'replace'; state: CartState };

export const emptyCart: CartState = { lines: [], saved: [] };

/** A usable quantity: floored and capped at limits.maxQuantity; null for NaN, Infinity or below 1. */
export function clampQuantity(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const whole = Math.floor(quantity);
  return whole < limits.minQuantity ? null : Math.min(limits.maxQuantity, whole);
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      return addToCart(state, keyOf(action), action.quantity ?? 1);
    case 'setQuantity':
      return setQuantity(state, keyOf(action), action.quantity);
    case 'remove':
      return hasLine(state, action)
        ? { ...state, lines: state.lines.filter((l) => !sameKey(l, action)) }
        : state;
    case 'restore':
      return restoreLine(state, action.line, action.index);
    case 'clear':
      return state.lines.length === 0 ? state : { ...state, lines: [] };
    case 'saveForLater':
      return saveForLater(state, keyOf(action));
    case 'moveToCart':
      return addToCart(state, keyOf(action), 1);
    case 'removeSaved':
      return isSaved(state, action) ? { ...state, saved: withoutSaved(state.saved, action) } : state;
    case 'replace':
      return normalizeCartState(action.state);
  }
}

/** The key an action names, without its other fields. */
function keyOf(key: LineKey): LineKey {
  return lineKey(key.productId, key.variantId);
}

function hasLine(state: CartState, key: LineKey): boolean {
  return state.lines.some((l) => sameKey(l, key));
}

function isSaved(state: CartState, key: LineKey): boolean {
  return state.saved.some((s) => sameKey(s, key));
}

function withoutSaved(saved: LineKey[], key: LineKey): LineKey[] {
  return saved.some((s) => sameKey(s, key)) ? saved.filter((s) => !sameKey(s, key)) : saved;
}

function addToCart(state: CartState, key: LineKey, quantity: number): CartState {
  const amount = clampQuantity(quantity);
  if (amount === null) return state;
  const saved = withoutSaved(state.saved, key);
  const existing = state.lines.find((l) => sameKey(l, key));
  if (!existing) {
    return { lines: [...state.lines, { ...key, quantity: amount }], saved };
  }
  const next = Math.min(limits.maxQuantity, existing.quantity + amount);
  if (next === existing.quantity && saved === state.saved) return state;
  return {
    lines: state.lines.map((l) => (l === existing ? { ...key, quantity: next } : l)),
    saved,
  };
}

function setQuantity(state: CartState, key: LineKey, quantity: number): CartState {
  if (!Number.isFinite(quantity) || !hasLine(state, key)) return state;
  const next = clampQuantity(quantity);
  if (next === null) return { ...state, lines: state.lines.filter((l) => !sameKey(l, key)) };
  return {
    ...state,
    lines: state.lines.map((l) => (sameKey(l, key) ? { ...key, quantity: next } : l)),
  };
}

function restoreLine(state: CartState, line: CartLine, index: number): CartState {
  const quantity = clampQuantity(line.quantity);
  if (quantity === null) return state;
  const key = keyOf(line);
  if (hasLine(state, key)) return addToCart(state, key, quantity);
  const at = Number.isFinite(index)
    ? Math.min(state.lines.length, Math.max(0, Math.floor(index)))
    : state.lines.length;
  const lines = [...state.lines];
  lines.splice(at, 0, { ...key, quantity });
  return { lines, saved: withoutSaved(state.saved, key) };
}

function saveForLater(state: CartState, key: LineKey): CartState {
  const lines = hasLine(state, key) ? state.lines.filter((l) => !sameKey(l, key)) : state.lines;
  const saved = isSaved(state, key) ? state.saved : [...state.saved, key];
  return lines === state.lines && saved === state.saved ? state : { lines, saved };
}

/**
 * Makes any state satisfy the invariants: bad quantities dropped, lines of the same key merged
 * (capped) where the first stood, duplicate saved keys dropped, and saved keys that are also in the
 * cart dropped from saved.
 */
export function normalizeCartState(state: CartState): CartState {
  const lines = new Map<string, CartLine>();
  for (const line of state.lines) {
    const quantity = clampQuantity(line.quantity);
    if (quantity === null) continue;
    const key = keyOf(line);
    const text = keyText(key);
    const before = lines.get(text)?.quantity ?? 0;
    lines.set(text, { ...key, quantity: Math.min(limits.maxQuantity, before + quantity) });
  }
  const saved = new Map<string, LineKey>();
  for (const entry of state.saved) {
    const text = keyText(entry);
    if (!lines.has(text) && !saved.has(text)) saved.set(text, keyOf(entry));
  }
  return { lines: [...lines.values()], saved: [...saved.values()] };
}
