/**
 * Catalogue queries: filter, sort, search (match + relevance), sale and related products.
 * Every function takes the catalogue as an argument, never mutates it, and keeps catalogue order
 * for ties (Array.prototype.sort is stable).
 */
import { limits } from '@/config/shop';
import type { FacetFilter } from './facet-types';
import { facetMatcher } from './facets';
import { dollarsToCents } from './money';
import { discountPercent, isOnSale } from './discount';
import { queryTerms } from './query-text';
import { everyTermIn, findProducts, searchEntry } from './search-index';
import type { Category, CategoryId, CategoryName, IndexedProduct, Product } from './types';

export const productSorts = ['featured', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export const searchSorts = ['relevance', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const saleSorts = ['discount-high', 'discount-low', 'price-low', 'price-high', 'rating'] as const;
export type SaleSort = (typeof saleSorts)[number];

/** The listing's filters: category, flags and price range, and the facets (domain/facets.ts). */
export interface ProductFilter extends FacetFilter {
  category?: CategoryId | null;
  /** Only the first `featuredCount` products of the array passed in. */
  featured?: boolean;
  /** Only products on sale (originalPrice > price). */
  sale?: boolean;
  /** Whole or fractional dollars, inclusive. */
  minPrice?: number;
  /** Whole or fractional dollars, inclusive. */
  maxPrice?: number;
}

/** The first `count` catalogue products (home page 'Featured Products'). */
export function featuredProducts(
  products: readonly Product[],
  count: number = limits.featuredProducts,
): Product[] {
  return products.slice(0, Math.max(0, count));
}

/**
 * Applies every filter that is set (AND), the facets as domain/facets.ts reads them. `products` must be the whole catalogue in catalogue order
 * when `featured` is used. Price bounds are dollars compared with prices in cents:
 * maxPrice 1300 keeps a 129999-cent product, maxPrice 1299 does not.
 */
export function filterProducts<T extends IndexedProduct>(
  products: readonly T[],
  filter: ProductFilter,
  featuredCount: number = limits.featuredProducts,
): T[] {
  const min = filter.minPrice === undefined ? null : dollarsToCents(filter.minPrice);
  const max = filter.maxPrice === undefined ? null : dollarsToCents(filter.maxPrice);
  const facets = facetMatcher(filter);
  return products.filter((product, index) => {
    if (filter.category && product.category !== filter.category) return false;
    if (filter.featured && index >= featuredCount) return false;
    if (filter.sale && !isOnSale(product)) return false;
    if (min !== null && product.price < min) return false;
    if (max !== null && product.price > max) return false;
    return !facets || facets(product);
  });
}

type Ranked = Pick<Product, 'price' | 'rating'>;
const byPriceLow = (a: Ranked, b: Ranked) => a.price - b.price;
const byPriceHigh = (a: Ranked, b: Ranked) => b.price - a.price;
const byRating = (a: Ranked, b: Ranked) => b.rating - a.rating;

/**
 * featured = catalogue order; price-low / price-high by price; rating highest first;
 * newest = catalogue order reversed. Ties keep catalogue order. Returns a new array.
 */
export function sortProducts<T extends Ranked>(products: readonly T[], sort: ProductSort | SearchSort): T[] {
  switch (sort) {
    case 'featured':
    case 'relevance':
      return [...products];
    case 'newest':
      return [...products].reverse();
    case 'price-low':
      return [...products].sort(byPriceLow);
    case 'price-high':
      return [...products].sort(byPriceHigh);
    case 'rating':
      return [...products].sort(byRating);
  }
}

/**
 * The search rule (docs/shop-rules.md, Search), for one product: every whitespace-separated term of
 * the trimmed query is found, case-insensitively, in the name, description, brand, category id or
 * category name. A blank query matches nothing (it is no search).
 */
export function matchesQuery(product: IndexedProduct, categoryName: string, query: string): boolean {
  const terms = queryTerms(query);
  return terms.length > 0 && everyTermIn(searchEntry(product, categoryName).all, terms);
}

/**
 * Products matching `query` (see matchesQuery), ordered by `sort`. 'relevance' (default): name
 * starts with the query, then name contains the query (or every term), then brand, then category
 * (id or name), then description, then terms spread over several fields (fewer terms missing from
 * the name first); ties keep catalogue order. The other sorts behave as in sortProducts.
 * A blank query returns []. The lower-cased search text is cached per catalogue array.
 */
export function searchProducts<T extends IndexedProduct>(
  products: readonly T[],
  categories: readonly CategoryName[],
  query: string,
  sort: SearchSort = 'relevance',
): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  if (sort === 'relevance') return findProducts(products, categories, terms, true);
  return sortProducts(findProducts(products, categories, terms, false), sort);
}

/**
 * Products on sale (originalPrice > price). discount-high (default) / discount-low order by the
 * rounded badge percent; price and rating as in sortProducts; ties keep catalogue order.
 */
export function saleProducts<T extends IndexedProduct>(
  products: readonly T[],
  sort: SaleSort = 'discount-high',
): T[] {
  const onSale = products.filter(isOnSale);
  switch (sort) {
    case 'discount-high':
      return onSale.sort((a, b) => discountPercent(b) - discountPercent(a));
    case 'discount-low':
      return onSale.sort((a, b) => discountPercent(a) - discountPercent(b));
    case 'price-low':
    case 'price-high':
    case 'rating':
      return sortProducts(onSale, sort);
  }
}

/** The largest badge percent among `products` (for 'Up to N% OFF'); 0 when none is discounted. */
export function maxDiscount(products: readonly Product[]): number {
  let max = 0;
  for (const product of products) max = Math.max(max, discountPercent(product));
  return max;
}

/** Up to `count` other products of the same category, in catalogue order. */
export function relatedProducts(
  products: readonly Product[],
  product: Product,
  count: number = limits.relatedProducts,
): Product[] {
  const related: Product[] = [];
  for (const candidate of products) {
    if (related.length >= count) break;
    if (candidate.category === product.category && candidate.id !== product.id) related.push(candidate);
  }
  return related;
}

/** Number of catalogue products in a category (category cards). */
/** Products per category id, for every category (0 where it has none). */
export function categoryCounts(
  products: readonly Product[],
  categories: readonly Category[],
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(categories.map((c) => [c.id, 0]));
  for (const product of products) {
    const count = counts[product.category];
    if (count !== undefined) counts[product.category] = count + 1;
  }
  return counts;
}
