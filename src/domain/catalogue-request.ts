/**
 * The questions a page asks of the whole catalogue (decision 0010) and their answers, as plain
 * data that travels to the catalogue worker and back. Answered by catalogue-query.ts.
 */
import { limits } from '@/config/shop';
import type { FacetCounts, FacetFilter } from './facet-types';
import type { ProductFilter, ProductSort, SaleSort, SearchSort } from './product-query';
import type { ProductSummary } from './types';

export type CatalogueRequest =
  | {
      kind: 'list';
      filter: ProductFilter;
      sort: ProductSort;
      page: number;
      /** Also count the facets' values for this filter (domain/facets.ts). */
      facets?: boolean;
    }
  | {
      kind: 'sale';
      sort: SaleSort;
      page: number;
      /** The facets chosen (domain/facets.ts); absent = none. */
      filter?: FacetFilter;
      facets?: boolean;
    }
  | {
      kind: 'search';
      query: string;
      sort: SearchSort;
      /** Whole dollars, inclusive; absent = no bound (the header's suggestions). */
      minPrice?: number;
      maxPrice?: number;
      page: number;
      /** Results a page: limits.productsPerPage for the search page, limits.searchSuggestions for the header. */
      perPage: number;
      /** The facets chosen (domain/facets.ts); absent = none. */
      filter?: FacetFilter;
      facets?: boolean;
      /** Only the words as typed: no correction when they find nothing (forgiving-search.ts). */
      exact?: boolean;
    };

export interface CataloguePage {
  /** The page's products, in order. */
  items: ProductSummary[];
  /** How many products the list has in all. */
  total: number;
  /**
   * Search: how many match the query and the facets before the price range applies; otherwise
   * `total`.
   */
  matchCount: number;
  /** The page shown (a page past the end shows the last one) and how many there are. */
  page: number;
  pages: number;
  /** Asked with `facets`: each facet value's count under the other filters. */
  facets?: FacetCounts;
  /** Search: the query whose products these are, when the one asked finds nothing (forgiving-search.ts). */
  correctedQuery?: string;
}

/** The header's suggestions for `query`: the best `limits.searchSuggestions` matches and the count. */
export function suggestionRequest(query: string): CatalogueRequest {
  return { kind: 'search', query, sort: 'relevance', page: 1, perPage: limits.searchSuggestions };
}

/** Whether `request` is a header suggestion query (which the index's first part can answer). */
export function isSuggestionRequest(request: CatalogueRequest): boolean {
  return (
    request.kind === 'search' &&
    request.perPage === limits.searchSuggestions &&
    request.page === 1 &&
    request.sort === 'relevance' &&
    request.minPrice === undefined &&
    request.maxPrice === undefined &&
    request.filter === undefined &&
    !request.facets &&
    !request.exact
  );
}
