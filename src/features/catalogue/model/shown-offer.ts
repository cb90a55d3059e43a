/**
 * What a product page offers for the variant it shows (docs/shop-rules.md, Product page): the
 * variant's price pair, stock and pictures (domain/variants.ts), or the product's without options.
 */
import type { ImageAsset, Product } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { type PricePair, variantImages, variantPrice } from '@/domain/variants';

export interface ShownOffer extends PricePair {
  inStock: boolean;
  images: readonly ImageAsset[];
  /** Whether another variant would show other pictures (the gallery depends on the choice). */
  picturesVary: boolean;
}

export function shownOffer(product: Product, variant: ProductVariant | undefined): ShownOffer {
  if (!variant) {
    const { inStock, images } = product;
    return { ...variantPrice(product, {}), inStock, images, picturesVary: false };
  }
  const firsts = new Set((product.variants ?? []).map((v) => variantImages(product, v)[0]?.src));
  return {
    ...variantPrice(product, variant),
    inStock: variant.inStock,
    images: variantImages(product, variant),
    picturesVary: firsts.size > 1,
  };
}
