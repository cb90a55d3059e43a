/**
 * The rules of a product's variants (docs/shop-rules.md, "Sizes, colours and facets"): which one a
 * page shows first, which one a choice of values names, which values can still be bought, what a
 * variant costs and shows. Pure: every function takes the product (or its variants) and returns
 * new data.
 * A product without variants has none of them: the functions answer undefined or [] for it.
 */
import type { ImageAsset, Product } from './types';
import type { ProductOption, ProductVariant } from './variant-types';

/** Option name -> chosen value (a partial choice names only some options). */
export type OptionChoice = Readonly<Record<string, string>>;

/** A price and the original price it is reduced from, if any, in cents. */
export interface PricePair {
  price: number;
  originalPrice?: number;
}

type Priced = Pick<Product, 'price' | 'originalPrice'>;
type WithVariants = Pick<Product, 'variants'>;

/**
 * The price a variant sells at: its own price with its own originalPrice (or none), or, when it
 * gives no price, the product's price and originalPrice. The two always go together, so a variant
 * priced on its own is never shown reduced from the product's original price.
 */
export function variantPrice(
  product: Priced,
  variant: Pick<ProductVariant, 'price' | 'originalPrice'>,
): PricePair {
  if (variant.price === undefined) return pair(product.price, product.originalPrice);
  return pair(variant.price, variant.originalPrice);
}

function pair(price: number, originalPrice: number | undefined): PricePair {
  return originalPrice === undefined ? { price } : { price, originalPrice };
}

/** The images a variant shows: its own, or the product's. */
export function variantImages(
  product: Pick<Product, 'images'>,
  variant: Pick<ProductVariant, 'images'>,
): ImageAsset[] {
  return variant.images && variant.images.length > 0 ? variant.images : product.images;
}

/**
 * The pair a listing shows for a product with these variants: the cheapest variant in stock, or
 * the cheapest of all when none is; ties go to the first in catalogue order. Without variants,
 * the product's own pair.
 */
export function listingPair(
  product: Priced,
  variants: readonly Pick<ProductVariant, 'price' | 'originalPrice' | 'inStock'>[] = [],
): PricePair {
  const inStock = variants.filter((v) => v.inStock);
  let best: PricePair | undefined;
  for (const variant of inStock.length > 0 ? inStock : variants) {
    const pair = variantPrice(product, variant);
    if (!best || pair.price < best.price) best = pair;
  }
  return best ?? variantPrice(product, {});
}

/**
 * A product's listing fields from its variants, as the build writes them: the listing pair
 * (listingPair), in stock while any variant is, and each variant with its own price only where
 * its pair differs from the listed one, so that variantPrice still gives every variant its pair.
 */
export function listedFromVariants(
  product: Priced,
  variants: readonly ProductVariant[],
): PricePair & { inStock: boolean; variants: ProductVariant[] } {
  const listed = listingPair(product, variants);
  return {
    ...listed,
    inStock: variants.some((v) => v.inStock),
    variants: variants.map((variant) => {
      const { price: _price, originalPrice: _originalPrice, ...rest } = variant;
      const own = variantPrice(product, variant);
      if (own.price === listed.price && own.originalPrice === listed.originalPrice) return rest;
      return { ...rest, ...own };
    }),
  };
}

/** The variant a page shows first: the first in stock in catalogue order, else the first. */
export function defaultVariant(product: WithVariants): ProductVariant | undefined {
  return product.variants?.find((v) => v.inStock) ?? product.variants?.[0];
}

/**
 * The variant a URL parameter names (`?variant=<id>`), or the default one when the parameter is
 * missing, not a string or names no variant of this product. Undefined only without variants.
 */
export function variantFromParam(product: WithVariants, param: unknown): ProductVariant | undefined {
  const named = typeof param === 'string' ? product.variants?.find((v) => v.id === param) : undefined;
  return named ?? defaultVariant(product);
}

/** Whether a variant has every value of `choice` (options the choice leaves out match anything). */
export function variantMatches(variant: Pick<ProductVariant, 'options'>, choice: OptionChoice): boolean {
  return Object.entries(choice).every(([name, value]) => variant.options[name] === value);
}

/**
 * The variant with exactly these values, one for each of the product's options; undefined when the
 * choice is incomplete, names an unknown option or value, or the combination is not sold.
 */
export function findVariant(
  product: Pick<Product, 'options' | 'variants'>,
  choice: OptionChoice,
): ProductVariant | undefined {
  const options = product.options ?? [];
  if (options.length === 0 || options.some((o) => choice[o.name] === undefined)) return undefined;
  if (Object.keys(choice).some((name) => !options.some((o) => o.name === name))) return undefined;
  return product.variants?.find((v) => variantMatches(v, choice));
}

/** How a value of an option stands, given the values chosen for the other options. */
export interface ValueState {
  value: string;
  /** A variant with this value and the other chosen values is sold (in stock or not). */
  offered: boolean;
  /** ...and one of them is in stock: choosing this value leads to something to buy. */
  purchasable: boolean;
}

/**
 * Every value of `optionName`, in display order, with whether it is offered and purchasable
 * together with the values `choice` names for the other options (its own entry is ignored). A page
 * shows every value and marks the others unavailable; none is ever hidden. [] for an unknown option.
 */
export function valueStates(
  product: Pick<Product, 'options' | 'variants'>,
  optionName: string,
  choice: OptionChoice,
): ValueState[] {
  const option: ProductOption | undefined = product.options?.find((o) => o.name === optionName);
  if (!option) return [];
  const others = Object.fromEntries(Object.entries(choice).filter(([name]) => name !== optionName));
  const candidates = (product.variants ?? []).filter((v) => variantMatches(v, others));
  return option.values.map((value) => {
    const withValue = candidates.filter((v) => v.options[optionName] === value);
    return { value, offered: withValue.length > 0, purchasable: withValue.some((v) => v.inStock) };
  });
}

/**
 * The variant to show after the shopper picks `value` for `optionName` while `current` was shown:
 * the one keeping the current values of the other options; if that combination is not sold, the
 * first variant in stock with the value, else the first with it. Undefined when no variant has it.
 */
export function variantAfterChoice(
  product: Pick<Product, 'options' | 'variants'>,
  current: Pick<ProductVariant, 'options'> | undefined,
  optionName: string,
  value: string,
): ProductVariant | undefined {
  const exact = findVariant(product, { ...current?.options, [optionName]: value });
  if (exact) return exact;
  const withValue = (product.variants ?? []).filter((v) => v.options[optionName] === value);
  return withValue.find((v) => v.inStock) ?? withValue[0];
}
