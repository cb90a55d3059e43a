/** What the search page asks of the catalogue for its URL state (pure; no React). */
import { limits } from '@/config/shop';
import type { CatalogueRequest } from '@/domain/catalogue-request';
import { facetFilter } from '@/domain/facet-params';
import type { SearchParams } from './search-listing';

/** How many leading results load their image eagerly, with high priority. */
export const eagerResultCount = 3;

/**
 * How many results the grid's first frame shows: the rest follow just after it, so the commit
 * that first shows a search's results stays short on a slow phone (two rows on a wide screen).
 */
export const firstFrameResultCount = 6;

/**
 * The catalogue question for the page: every product matching `q` (all terms, case-insensitively;
 * when none does and not `exact`, what the shopper most likely meant: domain/forgiving-search.ts),
 * within the price range (inclusive) and the facets, in `sort` order, 24 a page, with the facets'
 * counts. A blank `q` finds nothing.
 */
export function searchRequest({
  q,
  exact,
  facets,
  minPrice,
  maxPrice,
  sort,
  page,
}: SearchParams): CatalogueRequest {
  return {
    kind: 'search',
    query: q,
    ...(exact ? { exact } : {}),
    sort,
    minPrice,
    maxPrice,
    page,
    perPage: limits.productsPerPage,
    filter: facetFilter(facets),
    facets: true,
  };
}
