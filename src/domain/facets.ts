/**
 * The listing's facets (docs/shop-rules.md, "Facets"): brand (any of those chosen), minimum rating
 * (4 and up, 3 and up), availability (in stock only) and option values (any of the values chosen
 * within an option, every option chosen). Options and availability are read variant by variant:
 * a product matches when ONE of its variants has a chosen value of every chosen option and, with
 * "in stock only", is in stock: "Size M, in stock" means an M that can be bought.
 *
 * facetCounts counts each value disjunctively: with every other facet's choice applied but not its
 * own facet's, so a count is the number of products the listing would show with that value chosen
 * alone in its facet.
 */
import type { IndexedProduct, ProductVariant } from './types';

export interface FacetFilter {
  /** Products of any of these brands (none = every brand). */
  brands?: readonly string[];
  /** Products rated at least this. */
  minRating?: number;
  /** Only products that can be bought (with options chosen: a variant that has them). */
  inStockOnly?: boolean;
  /** Option name -> values: a variant with one of the values of every option named. */
  options?: Readonly<Record<string, readonly string[]>>;
}

/** The minimum ratings a shopper can choose: '4 and up', '3 and up'. */
export const ratingSteps = [4, 3] as const;
export type RatingStep = (typeof ratingSteps)[number];

/** What facets read of a product: the catalogue index holds this much (catalogue-index-file.ts). */
export type FacetProduct = Pick<IndexedProduct, 'brand' | 'rating' | 'inStock' | 'variants'>;
type Unit = Pick<ProductVariant, 'options' | 'inStock'>;

export interface FacetValueCount<T = string> {
  value: T;
  count: number;
}

export interface FacetCounts {
  /** Every brand of the products counted, and any chosen one, by name. */
  brands: FacetValueCount[];
  ratings: FacetValueCount<RatingStep>[];
  /** How many the listing shows with "in stock only". */
  inStock: number;
  /** Each option of the products counted (in order of first appearance), its values in display order. */
  options: { name: string; values: FacetValueCount[] }[];
}

/** The facet part of a filter, and the rest. */
export function splitFacets<T extends FacetFilter>(
  filter: T,
): { facets: FacetFilter; rest: Omit<T, keyof FacetFilter> } {
  const { brands, minRating, inStockOnly, options, ...rest } = filter;
  return { facets: { brands, minRating, inStockOnly, options }, rest };
}

/** The chosen options that choose something ([] values choose nothing). */
const chosenOptions = (filter: FacetFilter) =>
  Object.entries(filter.options ?? {}).filter(([, values]) => values.length > 0);

/** A product's variants, or the product itself as its one unit, without options. */
const unitsOf = (product: FacetProduct): readonly Unit[] =>
  product.variants && product.variants.length > 0
    ? product.variants
    : [{ options: {}, inStock: product.inStock }];

/** Whether a unit has a chosen value of each chosen option but `except`, and stock when asked. */
const unitMatches = (
  unit: Unit,
  options: readonly [string, readonly string[]][],
  inStockOnly: boolean,
  except?: string,
) =>
  (!inStockOnly || unit.inStock) &&
  options.every(([name, values]) => name === except || values.includes(unit.options[name] ?? '\0'));

/** Whether the product passes every facet of `filter`. */
export function matchesFacets(product: FacetProduct, filter: FacetFilter): boolean {
  if (filter.brands && filter.brands.length > 0 && !filter.brands.includes(product.brand)) return false;
  if (filter.minRating !== undefined && product.rating < filter.minRating) return false;
  const options = chosenOptions(filter);
  if (options.length === 0 && !filter.inStockOnly) return true;
  return unitsOf(product).some((unit) => unitMatches(unit, options, filter.inStockOnly === true));
}

/**
 * Adds the values of `values` missing from `order`: after the value before it in `values`, else
 * before the value after it, else at the end (sizes S M L and XS S merge to XS S M L).
 */
function mergeOrder(order: string[], values: readonly string[]) {
  values.forEach((value, i) => {
    if (order.includes(value)) return;
    const before = order.indexOf(values[i - 1] ?? '\0');
    if (before >= 0) return order.splice(before + 1, 0, value);
    const after = values.slice(i + 1).find((next) => order.includes(next));
    order.splice(after === undefined ? order.length : order.indexOf(after), 0, value);
  });
}

interface OptionTally {
  order: string[];
  counts: Map<string, number>;
}

const add = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * For each facet value, how many of `products` (the listing under its other filters: category,
 * sale, price...) the listing would show with that value chosen alone in its facet and the other
 * facets of `filter` as they are. Lists every value the products have, and every chosen one; an
 * option's values in the order the products' variants give them (the index keeps them in the
 * options' display order).
 */
export function facetCounts(products: readonly FacetProduct[], filter: FacetFilter): FacetCounts {
  const chosen = chosenOptions(filter);
  const inStockOnly = filter.inStockOnly === true;
  const brands = new Map<string, number>((filter.brands ?? []).map((b) => [b, 0]));
  const ratings = ratingSteps.map(() => 0);
  let inStock = 0;
  const options = new Map<string, OptionTally>();
  const tallyOf = (name: string): OptionTally => {
    const tally = options.get(name) ?? { order: [], counts: new Map<string, number>() };
    options.set(name, tally);
    return tally;
  };

  for (const product of products) {
    const units = unitsOf(product);
    const brandOk = !filter.brands?.length || filter.brands.includes(product.brand);
    const ratingOk = filter.minRating === undefined || product.rating >= filter.minRating;
    const unitsOk = units.some((u) => unitMatches(u, chosen, inStockOnly));
    if (!brands.has(product.brand)) brands.set(product.brand, 0);
    if (ratingOk && unitsOk) add(brands, product.brand);
    if (brandOk && unitsOk) {
      ratingSteps.forEach((step, i) => {
        if (product.rating >= step) ratings[i] = (ratings[i] ?? 0) + 1;
      });
    }
    if (brandOk && ratingOk && units.some((u) => unitMatches(u, chosen, true))) inStock += 1;

    const seen = new Map<string, string[]>();
    const hit = new Map<string, Set<string>>();
    for (const unit of units) {
      for (const [name, value] of Object.entries(unit.options)) {
        const values = seen.get(name) ?? [];
        if (!values.includes(value)) seen.set(name, [...values, value]);
        if (!brandOk || !ratingOk || !unitMatches(unit, chosen, inStockOnly, name)) continue;
        hit.set(name, (hit.get(name) ?? new Set()).add(value));
      }
    }
    for (const [name, values] of seen) {
      const tally = tallyOf(name);
      mergeOrder(tally.order, values);
      for (const value of hit.get(name) ?? []) add(tally.counts, value);
    }
  }
  for (const [name, values] of chosen) mergeOrder(tallyOf(name).order, values);

  return {
    brands: [...brands]
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([value, count]) => ({ value, count })),
    ratings: ratingSteps.map((value, i) => ({ value, count: ratings[i] ?? 0 })),
    inStock,
    options: [...options].map(([name, { order, counts }]) => ({
      name,
      values: order.map((value) => ({ value, count: counts.get(value) ?? 0 })),
    })),
  };
}
