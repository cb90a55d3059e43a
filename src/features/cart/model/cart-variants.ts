/**
 * Which variant a cart line or saved item stands for once its product is known (docs/shop-rules.md,
 * Cart): a line stored before products had options, added from a card that does not list variants,
 * or naming a variant the catalogue no longer has, takes the product's first variant in stock; a
 * cart line whose product has none in stock is dropped (the shopper is told), a saved item keeps
 * the product's first variant. A product without options has lines without a variant. Pure.
 * Only the cart's pages and the stored cart's reader load this (not the header's cart store).
 */
import { defaultVariant } from '@/domain/variants';
import type { Product } from '@/domain/types';
import { type LineKey, lineKey } from './cart-keys';
import { type CartLine, type CartState, normalizeCartState } from './cart-reducer';

/** What settling reads of a product: its variants. */
export type VariantsOf = Pick<Product, 'variants'>;

/**
 * The variant id an item of `product` names: `variantId` when it is one of the product's variants,
 * else the first in stock (a sold-out one only with `soldOut: 'keep'`), undefined for a product
 * without variants, null when the item is to be dropped.
 */
export function settleVariant(
  product: VariantsOf,
  variantId: string | undefined,
  soldOut: 'drop' | 'keep',
): string | undefined | null {
  const variants = product.variants ?? [];
  if (variants.length === 0) return undefined;
  if (variantId !== undefined && variants.some((v) => v.id === variantId)) return variantId;
  const first = defaultVariant(product);
  return first && (first.inStock || soldOut === 'keep') ? first.id : null;
}

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
