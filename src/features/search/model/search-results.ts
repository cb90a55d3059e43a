/** The search page's results for its URL state (pure; no React). */
import { filterProducts, searchProducts } from '@/domain/product-query';
import type { Category, Product } from '@/domain/types';
import type { SearchParams } from './search-params';

/** How many leading results load their image eagerly, with high priority. */
export const eagerResultCount = 3;

export interface SearchResults {
  /** Matches within the price range, in `sort` order. */
  products: Product[];
  /** Matches for the query before the price range applies. */
  matchCount: number;
}

/**
 * The search page's products: every product matching `q` (all terms, case-insensitively), within
 * the price range (inclusive), in `sort` order. A blank `q` is no search and finds nothing.
 */
export function searchResults(
  products: readonly Product[],
  categories: readonly Category[],
  { q, minPrice, maxPrice, sort }: SearchParams,
): SearchResults {
  const found = searchProducts(products, categories, q, sort);
  return { products: filterProducts(found, { minPrice, maxPrice }), matchCount: found.length };
}
