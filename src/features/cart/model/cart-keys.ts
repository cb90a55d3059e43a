/**
 * What names a cart line or a saved item: a product and, for a product sold in sizes or colours,
 * one of its variants (docs/shop-rules.md, Cart). Two keys are the same item when both match.
 */
export interface LineKey {
  productId: string;
  /** The variant's id; absent for a product without options (and for a line stored before them). */
  variantId?: string;
}

/** A key without an undefined `variantId` field (stored and compared alike). */
export function lineKey(productId: string, variantId?: string): LineKey {
  return variantId === undefined ? { productId } : { productId, variantId };
}

export function sameKey(a: LineKey, b: LineKey): boolean {
  return a.productId === b.productId && a.variantId === b.variantId;
}

/** One string per key (React keys, maps): ids never hold a NUL character. */
export function keyText({ productId, variantId }: LineKey): string {
  return variantId === undefined ? productId : `${productId}\u0000${variantId}`;
}
