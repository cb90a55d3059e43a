/**
 * Questions asked of the cart state (which toast an add needs, counts, lines) and the joining of
 * its ids with their products. Pure; the reducer is in cart-reducer.ts.
 */
import { limits } from '@/config/shop';
import type { CartLine, CartState } from './cart-reducer';

export type AddOutcome = 'added' | 'increased' | 'limit';

/**
 * Which toast an add (or move to cart) will need, asked before dispatching: 'added' for a new line,
 * 'increased' for an existing one, 'limit' when the line is already at limits.maxQuantity
 * (nothing changes).
 */
export function describeAdd(state: CartState, productId: string): AddOutcome {
  const line = selectLine(state, productId);
  if (!line) return 'added';
  return line.quantity >= limits.maxQuantity ? 'limit' : 'increased';
}

/** Sum of quantities (the header badge). */
export function selectItemCount(state: CartState): number {
  let count = 0;
  for (const line of state.lines) count += line.quantity;
  return count;
}

export function selectLine(state: CartState, productId: string): CartLine | undefined {
  return state.lines.find((l) => l.productId === productId);
}

/** The line's quantity, 0 when the product is not in the cart. */
export function selectQuantity(state: CartState, productId: string): number {
  return selectLine(state, productId)?.quantity ?? 0;
}

export function selectLineIndex(state: CartState, productId: string): number {
  return state.lines.findIndex((l) => l.productId === productId);
}

export function isSavedForLater(state: CartState, productId: string): boolean {
  return state.saved.includes(productId);
}

/**
 * Joins lines with their products (lines whose product is unknown are skipped), in cart order.
 * The result feeds `cartTotals` directly: `cartTotals(resolved.map(r => ({price: r.product.price, quantity: r.quantity})))`.
 */
export function resolveLines<P extends { price: number }>(
  lines: readonly CartLine[],
  lookup: (productId: string) => P | undefined,
): { product: P; quantity: number; lineTotal: number }[] {
  const resolved: { product: P; quantity: number; lineTotal: number }[] = [];
  for (const line of lines) {
    const product = lookup(line.productId);
    if (product)
      resolved.push({ product, quantity: line.quantity, lineTotal: product.price * line.quantity });
  }
  return resolved;
}

/** Resolves saved ids to products, skipping unknown ids. */
export function resolveSaved<P>(saved: readonly string[], lookup: (productId: string) => P | undefined): P[] {
  const products: P[] = [];
  for (const id of saved) {
    const product = lookup(id);
    if (product !== undefined) products.push(product);
  }
  return products;
}
