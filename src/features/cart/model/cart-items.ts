/**
 * The joining of cart lines and saved items with their products and variants: what a line shows
 * and costs. Pure. Kept apart from cart-selectors.ts, which every page's header loads: only the
 * pages that show the lines (cart, checkout) load this.
 */
import { type OptionValue, variantOptionValues } from '@/domain/option-values';
import type { ShardProduct } from '@/domain/product-shards';
import type { ImageAsset } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { type PricePair, variantImages, variantPrice } from '@/domain/variants';
import { type LineKey, keyText } from './cart-keys';
import type { CartLine } from './cart-reducer';

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
