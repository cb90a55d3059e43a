/** A product's options and variants, as the catalogue gives them (types.ts's Product holds them). */
import type { ImageAsset } from './types';

/**
 * A choice a shopper makes on a product page (Size, Colour), with its values in display order.
 * Options of the same name on several products share a listing facet (domain/facets.ts).
 */
export interface ProductOption {
  name: string;
  values: readonly string[];
}

/**
 * One purchasable combination of option values (catalogue/README.md, "Options and variants";
 * the rules that read them are in domain/variants.ts).
 */
export interface ProductVariant {
  /** SKU-like: unique in the catalogue, with the same rules as product ids (it may go in a URL). */
  id: string;
  /** Option name -> value: one value of each of the product's options. */
  options: Readonly<Record<string, string>>;
  inStock: boolean;
  /**
   * Its own price in cents, with its own originalPrice (or none); when absent, the product's
   * price and originalPrice apply, as a pair.
   */
  price?: number;
  originalPrice?: number;
  /** Its own gallery; when absent, the product's images. */
  images?: ImageAsset[];
}

/** A variant as the catalogue index holds it: its option values and whether it is in stock. */
export type VariantFacts = Pick<ProductVariant, 'options' | 'inStock'>;
