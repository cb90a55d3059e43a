/**
 * The listing's facets (docs/shop-rules.md, "Sizes, colours and facets"): brand (any of those
 * chosen), minimum rating (4 and up, 3 and up), availability (in stock only) and option values
 * (any of the values chosen within an option, every option chosen). Options and availability are
 * read variant by variant: a product matches when ONE of its variants has a chosen value of every
 * chosen option and, with "in stock only", is in stock: "Size M, in stock" means an M that can be
 * bought.
 *
 * facetCounts counts each value disjunctively: with every other facet's choice applied but not its
 * own facet's, so a count is the number of products the listing would show with that value chosen
 * alone in its facet.
 */
import { type FacetCounts, type FacetFilter, type OptionOrder, ratingSteps } from './facet-types';
import type { IndexedProduct, Product } from './types';
import type { VariantFacts } from './variant-types';

/** What facets read of a product: the catalogue index holds this much (catalogue-index-file.ts). */
export type FacetProduct = Pick<IndexedProduct, 'brand' | 'rating' | 'inStock' | 'variants'>;

/** The facet part of a filter, and the rest. */
export function splitFacets<T extends FacetFilter>(
  filter: T,
): { facets: FacetFilter; rest: Omit<T, keyof FacetFilter> } {
  const { brands, minRating, inStockOnly, options, ...rest } = filter;
  return { facets: { brands, minRating, inStockOnly, options }, rest };
}

interface Compiled {
  brands?: ReadonlySet<string>;
  minRating?: number;
  /** The options that choose something ([] values choose nothing). */
  chosen: { name: string; values: ReadonlySet<string> }[];
  inStockOnly: boolean;
}

function compile(filter: FacetFilter): Compiled {
  return {
    ...(filter.brands?.length ? { brands: new Set(filter.brands) } : {}),
    ...(filter.minRating === undefined ? {} : { minRating: filter.minRating }),
    chosen: Object.entries(filter.options ?? {})
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => ({ name, values: new Set(values) })),
    inStockOnly: filter.inStockOnly === true,
  };
}

/** How many of the chosen options the variant has no chosen value of, up to 2, and the last one. */
function misses(variant: VariantFacts, chosen: Compiled['chosen']): [count: number, last: string] {
  let count = 0;
  let last = '';
  for (const { name, values } of chosen) {
    const value = variant.options[name];
    if (value !== undefined && values.has(value)) continue;
    last = name;
    if (++count > 1) break;
  }
  return [count, last];
}

/** Whether one variant (or the product, without variants) has every chosen value, in stock if asked. */
function someVariantMatches(product: FacetProduct, chosen: Compiled['chosen'], inStock: boolean): boolean {
  if (!product.variants?.length) return chosen.length === 0 && (!inStock || product.inStock);
  return product.variants.some((v) => (!inStock || v.inStock) && misses(v, chosen)[0] === 0);
}

/** The test of `filter`'s facets, made once for a list; undefined when it sets none. */
export function facetMatcher(filter: FacetFilter): ((product: FacetProduct) => boolean) | undefined {
  const { brands, minRating, chosen, inStockOnly } = compile(filter);
  if (!brands && minRating === undefined && chosen.length === 0 && !inStockOnly) return undefined;
  return (product) =>
    (!brands || brands.has(product.brand)) &&
    (minRating === undefined || product.rating >= minRating) &&
    (chosen.length === 0 && !inStockOnly ? true : someVariantMatches(product, chosen, inStockOnly));
}

/** Whether the product passes every facet of `filter`. */
export function matchesFacets(product: FacetProduct, filter: FacetFilter): boolean {
  return facetMatcher(filter)?.(product) ?? true;
}

/**
 * Each option's values in display order across `products`: a product's own order, the values
 * another product adds put after the value before them there, else before the value after them,
 * else at the end (sizes S M L and XS S merge to XS S M L). The build keeps it in the index.
 */
export function optionOrder(products: readonly Pick<Product, 'options'>[]): OptionOrder {
  const order: Record<string, string[]> = {};
  for (const option of products.flatMap((p) => p.options ?? [])) {
    const merged = (order[option.name] ??= []);
    option.values.forEach((value, i) => {
      if (merged.includes(value)) return;
      const before = merged.indexOf(option.values[i - 1] ?? '\0');
      if (before >= 0) return merged.splice(before + 1, 0, value);
      const after = option.values.slice(i + 1).find((next) => merged.includes(next));
      merged.splice(after === undefined ? merged.length : merged.indexOf(after), 0, value);
    });
  }
  return order;
}

/** Where option `name` comes in `order` (its keys are the options in catalogue order); unknown last. */
function optionRank(order: OptionOrder, name: string): number {
  const names = Object.keys(order);
  const rank = names.indexOf(name);
  return rank < 0 ? names.length : rank;
}

interface Tally {
  count: number;
  /** The last product counted, so a product counts once however many variants have the value. */
  product: number;
}

/**
 * For each facet value, how many of `products` (the listing under its other filters: category,
 * sale, price...) the listing would show with that value chosen alone in its facet and the other
 * facets of `filter` as they are. Lists every value the products have, and every chosen one; the
 * options, and each option's values, in `order` (optionOrder), those it lacks after them as they come.
 */
export function facetCounts(
  products: readonly FacetProduct[],
  filter: FacetFilter,
  order: OptionOrder = {},
): FacetCounts {
  const { brands: chosenBrands, minRating, chosen, inStockOnly } = compile(filter);
  const brands = new Map<string, number>((filter.brands ?? []).map((b) => [b, 0]));
  const ratings = ratingSteps.map(() => 0);
  let inStock = 0;
  const options = new Map<string, Map<string, Tally>>();
  const tallyOf = (name: string, value: string) => {
    const values = options.get(name) ?? new Map<string, Tally>();
    options.set(name, values);
    const tally = values.get(value) ?? { count: 0, product: -1 };
    values.set(value, tally);
    return tally;
  };

  products.forEach((product, index) => {
    const brandOk = !chosenBrands || chosenBrands.has(product.brand);
    const ratingOk = minRating === undefined || product.rating >= minRating;
    const listed = someVariantMatches(product, chosen, inStockOnly);
    brands.set(product.brand, (brands.get(product.brand) ?? 0) + (ratingOk && listed ? 1 : 0));
    if (brandOk && listed) {
      ratingSteps.forEach((step, i) => {
        if (product.rating >= step) ratings[i] = (ratings[i] ?? 0) + 1;
      });
    }
    if (brandOk && ratingOk && someVariantMatches(product, chosen, true)) inStock += 1;
    for (const variant of product.variants ?? []) {
      const [count, missed] = misses(variant, chosen);
      const counts = brandOk && ratingOk && (!inStockOnly || variant.inStock) && count <= 1;
      for (const [name, value] of Object.entries(variant.options)) {
        const tally = tallyOf(name, value);
        if (!counts || (count === 1 && missed !== name) || tally.product === index) continue;
        tally.count += 1;
        tally.product = index;
      }
    }
  });
  for (const { name, values } of chosen) for (const value of values) tallyOf(name, value);

  return {
    brands: [...brands]
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([value, count]) => ({ value, count })),
    ratings: ratingSteps.map((value, i) => ({ value, count: ratings[i] ?? 0 })),
    inStock,
    // Options in the catalogue's order too, not the listing's: a new sort never reorders them.
    options: [...options]
      .sort(([a], [b]) => optionRank(order, a) - optionRank(order, b))
      .map(([name, values]) => {
        // Own names only: an option a shopper typed as "__proto__" is no key of the order.
        const known = (Object.hasOwn(order, name) ? (order[name] ?? []) : []).filter((value) =>
          values.has(value),
        );
        const rest = [...values.keys()].filter((value) => !known.includes(value));
        return {
          name,
          values: [...known, ...rest].map((value) => ({ value, count: values.get(value)?.count ?? 0 })),
        };
      }),
  };
}
