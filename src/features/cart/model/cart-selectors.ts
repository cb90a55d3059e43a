/**
 * Questions asked of the cart state (which toast an add needs, counts, lines) and the joining of
 * its keys with their products and variants. Pure; the reducer is in cart-reducer.ts.
 */
import { limits } from '@/config/shop';
import { type OptionValue, variantOptionValues } from '@/domain/option-values';
import type { ShardProduct } from '@/domain/product-shards';
import type { ImageAsset } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { type PricePair, variantImages, variantPrice } from '@/domain/variants';
import { type LineKey, keyText, sameKey } from './cart-keys';
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

/** An item as the cart, the saved list and the checkout show it: the variant's own where it has one. */
export interface ResolvedItem extends PricePair {
  /** keyText of its key: a React key and a focus id. */
  key: string;
  product: ShardProduct;
  /** The variant the item names; undefined for a product without options. */
  variant: ProductVariant | undefined;
  /** The variant's option values, in the product's option order ([] without a variant). */
  options: OptionValue[];
  /** The thumbnail: the variant's first image, else the product's. */
  image: ImageAsset | undefined;
  /** Sold now: the variant is in stock (the product, without a variant). */
  inStock: boolean;
}

export interface ResolvedLine extends ResolvedItem {
  quantity: number;
  /** price x quantity, in cents. */
  lineTotal: number;
}

/** The item a key names of a known product (a variant id the product lacks is read as none). */
export function resolveItem(key: LineKey, product: ShardProduct): ResolvedItem {
  const variant =
    key.variantId === undefined ? undefined : product.variants?.find((v) => v.id === key.variantId);
  const pair = variant ? variantPrice(product, variant) : variantPrice(product, {});
  return {
    ...pair,
    key: keyText(key),
    product,
    variant,
    options: variant ? variantOptionValues(product, variant) : [],
    image: (variant ? variantImages(product, variant) : product.images)[0],
    inStock: variant ? variant.inStock : product.inStock,
  };
}

/**
 * Joins lines with their products (lines whose product is unknown are skipped), in cart order,
 * priced at their variant's price. The result feeds `cartTotals` directly.
 */
export function resolveLines(
  lines: readonly CartLine[],
  lookup: (productId: string) => ShardProduct | undefined,
): ResolvedLine[] {
  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    const product = lookup(line.productId);
    if (!product) continue;
    const item = resolveItem(line, product);
    resolved.push({ ...item, quantity: line.quantity, lineTotal: item.price * line.quantity });
  }
  return resolved;
}

/** Resolves saved items to their products and variants, skipping unknown products. */
export function resolveSaved(
  saved: readonly LineKey[],
  lookup: (productId: string) => ShardProduct | undefined,
): ResolvedItem[] {
  return saved.flatMap((key) => {
    const product = lookup(key.productId);
    return product ? [resolveItem(key, product)] : [];
  });
}
