/**
 * Which options a product page shows as pictures (docs/shop-rules.md, Product page): an option
 * decides the picture when every variant with one of its values shows the same first image and no
 * two values share it (the headphones' or the tee's colours); its values are then picked by that
 * picture. Any other option (sizes, whose variants show each colour's picture) is picked by name.
 */
import { variantImages } from '@/domain/variants';
import type { ImageAsset, Product } from '@/domain/types';

/** Each value's picture when `optionName` decides the picture, else undefined. */
export function optionSwatches(
  product: Pick<Product, 'images' | 'options' | 'variants'>,
  optionName: string,
): ReadonlyMap<string, ImageAsset> | undefined {
  const option = product.options?.find((o) => o.name === optionName);
  if (!option) return undefined;
  const pictures = new Map<string, ImageAsset>();
  for (const variant of product.variants ?? []) {
    const value = variant.options[optionName];
    const image = variantImages(product, variant)[0];
    if (value === undefined || !image) return undefined;
    const known = pictures.get(value);
    if (known && known.src !== image.src) return undefined;
    pictures.set(value, image);
  }
  const sources = new Set([...pictures.values()].map((image) => image.src));
  if (pictures.size !== option.values.length || sources.size !== pictures.size) return undefined;
  return pictures;
}
