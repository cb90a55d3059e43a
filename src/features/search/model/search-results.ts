/** What the search page asks of the catalogue for its URL state (pure; no React). */
import { limits } from '@/config/shop';
import type { CatalogueRequest } from '@/domain/catalogue-request';
import type { SearchParams } from './search-params';

/** How many leading results load their image eagerly, with high priority. */
export const eagerResultCount = 3;

/**
 * The catalogue question for the page: every product matching `q` (all terms, case-insensitively),
 * within the price range (inclusive), in `sort` order, 24 a page. A blank `q` finds nothing.
 */
export function searchRequest({ q, minPrice, maxPrice, sort, page }: SearchParams): CatalogueRequest {
  return { kind: 'search', query: q, sort, minPrice, maxPrice, page, perPage: limits.productsPerPage };
}
