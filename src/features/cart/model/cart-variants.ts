/**
 * Which variant a cart line or saved item stands for once its product is known (docs/shop-rules.md,
 * Cart): a line stored before products had options, added from a card that does not list variants,
 * or naming a variant the catalogue no longer has, takes the product's first variant in stock; a
 * cart line whose product has none in stock is dropped (the shopper is told), a saved item keeps
 * the product's first variant. A product without options has lines without a variant. Pure.
 * settleCart (cart-settle.ts) applies it to a whole cart.
 */
import { defaultVariant } from '@/domain/variants';
import type { Product } from '@/domain/types';

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
