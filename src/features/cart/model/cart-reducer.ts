/**
 * The cart and saved-for-later list as one pure reducer over product ids (the UI looks products up).
 * Invariants after every action: each line's quantity is an integer 1..limits.maxQuantity, no two
 * lines share a product, the saved list has no duplicates, and no product is both in the cart and
 * saved (adding a saved product to the cart moves it out of the saved list).
 */
import { limits } from '@/config/shop';

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /** Product ids saved for later, oldest first. */
  saved: string[];
}

export type CartAction =
  /** Adds `quantity` (default 1): an existing line increases (capped), a new line is appended. */
  | { type: 'add'; productId: string; quantity?: number }
  /** Sets a line's quantity: floored, capped; 0 or less removes the line; NaN/Infinity ignored. */
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'remove'; productId: string }
  /** Re-inserts a removed line at `index` (Undo). Merges with a line added since. */
  | { type: 'restore'; line: CartLine; index: number }
  /** Empties the cart; the saved list stays. */
  | { type: 'clear' }
  | { type: 'saveForLater'; productId: string }
  /** Adds one (or increases by one) and removes the product from the saved list. */
  | { type: 'moveToCart'; productId: string }
  | { type: 'removeSaved'; productId: string }
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
      return addToCart(state, action.productId, action.quantity ?? 1);
    case 'setQuantity':
      return setQuantity(state, action.productId, action.quantity);
    case 'remove':
      return hasLine(state, action.productId)
        ? { ...state, lines: state.lines.filter((l) => l.productId !== action.productId) }
        : state;
    case 'restore':
      return restoreLine(state, action.line, action.index);
    case 'clear':
      return state.lines.length === 0 ? state : { ...state, lines: [] };
    case 'saveForLater':
      return saveForLater(state, action.productId);
    case 'moveToCart':
      return addToCart(state, action.productId, 1);
    case 'removeSaved':
      return state.saved.includes(action.productId)
        ? { ...state, saved: state.saved.filter((id) => id !== action.productId) }
        : state;
    case 'replace':
      return normalizeCartState(action.state);
  }
}

function hasLine(state: CartState, productId: string): boolean {
  return state.lines.some((l) => l.productId === productId);
}

function withoutSaved(saved: string[], productId: string): string[] {
  return saved.includes(productId) ? saved.filter((id) => id !== productId) : saved;
}

function addToCart(state: CartState, productId: string, quantity: number): CartState {
  const amount = clampQuantity(quantity);
  if (amount === null) return state;
  const saved = withoutSaved(state.saved, productId);
  const existing = state.lines.find((l) => l.productId === productId);
  if (!existing) {
    return { lines: [...state.lines, { productId, quantity: amount }], saved };
  }
  const next = Math.min(limits.maxQuantity, existing.quantity + amount);
  if (next === existing.quantity && saved === state.saved) return state;
  return {
    lines: state.lines.map((l) => (l.productId === productId ? { productId, quantity: next } : l)),
    saved,
  };
}

function setQuantity(state: CartState, productId: string, quantity: number): CartState {
  if (!Number.isFinite(quantity) || !hasLine(state, productId)) return state;
  const next = clampQuantity(quantity);
  if (next === null) return { ...state, lines: state.lines.filter((l) => l.productId !== productId) };
  return {
    ...state,
    lines: state.lines.map((l) => (l.productId === productId ? { productId, quantity: next } : l)),
  };
}

function restoreLine(state: CartState, line: CartLine, index: number): CartState {
  const quantity = clampQuantity(line.quantity);
  if (quantity === null) return state;
  if (hasLine(state, line.productId)) return addToCart(state, line.productId, quantity);
  const at = Number.isFinite(index)
    ? Math.min(state.lines.length, Math.max(0, Math.floor(index)))
    : state.lines.length;
  const lines = [...state.lines];
  lines.splice(at, 0, { productId: line.productId, quantity });
  return { lines, saved: withoutSaved(state.saved, line.productId) };
}

function saveForLater(state: CartState, productId: string): CartState {
  const lines = hasLine(state, productId)
    ? state.lines.filter((l) => l.productId !== productId)
    : state.lines;
  const saved = state.saved.includes(productId) ? state.saved : [...state.saved, productId];
  return lines === state.lines && saved === state.saved ? state : { lines, saved };
}

/**
 * Makes any state satisfy the invariants: bad quantities dropped, duplicate lines merged (capped),
 * duplicate saved ids dropped, and saved ids that are also in the cart dropped from saved.
 */
export function normalizeCartState(state: CartState): CartState {
  const quantities = new Map<string, number>();
  for (const line of state.lines) {
    const quantity = clampQuantity(line.quantity);
    if (quantity === null) continue;
    quantities.set(
      line.productId,
      Math.min(limits.maxQuantity, (quantities.get(line.productId) ?? 0) + quantity),
    );
  }
  const lines = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  const saved = [...new Set(state.saved)].filter((id) => !quantities.has(id));
  return { lines, saved };
}
