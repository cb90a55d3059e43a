/**
 * The search page state in the URL: q, exact (`exact=1`: the words as typed, no correction), the
 * facets (domain/facet-params.ts), minPrice, maxPrice (whole dollars), sort and page. Parsing never
 * throws and replaces each invalid value by its default; serialising omits defaults.
 */
import {
  defaultFacetChoice,
  type FacetChoice,
  parseFacetParams,
  writeFacetParams,
} from '@/domain/facet-params';
import { isOneOf, parseRangeSortAndPage, writeRangeSortAndPage } from '@/domain/listing-params';
import { defaultPriceRange, type PriceRange } from '@/domain/price-range';
import { searchSorts, type SearchSort } from '@/domain/product-query';
import { normalizeQuery } from '@/domain/query-text';

export interface SearchParams extends PriceRange {
  /** Trimmed, at most limits.searchQueryMax characters; '' means no search. */
  q: string;
  /** Only the words as typed: a query that finds nothing is not corrected. */
  exact: boolean;
  facets: FacetChoice;
  sort: SearchSort;
  /** 1-based page of the results. */
  page: number;
}

export const defaultSearchParams: SearchParams = {
  q: '',
  exact: false,
  facets: defaultFacetChoice,
  ...defaultPriceRange,
  sort: 'relevance',
  page: 1,
};

export const searchSortLabels: Readonly<Record<SearchSort, string>> = {
  relevance: 'Most Relevant',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
  newest: 'Newest',
};

export function isSearchSort(value: unknown): value is SearchSort {
  return isOneOf(searchSorts, value);
}

export function parseSearchParams(params: URLSearchParams): SearchParams {
  return {
    q: normalizeQuery(params.get('q') ?? ''),
    exact: params.get('exact') === '1',
    facets: parseFacetParams(params),
    ...parseRangeSortAndPage(params, searchSorts, defaultSearchParams.sort),
  };
}

/** The query string (without '?'); '' when everything is default. `q` is normalised first. */
export function serializeSearchParams(state: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  const q = normalizeQuery(state.q ?? '');
  if (q) params.set('q', q);
  if (q && state.exact) params.set('exact', '1');
  writeFacetParams(params, state.facets);
  writeRangeSortAndPage(params, state, searchSorts, defaultSearchParams.sort);
  return params.toString();
}

/** `/search?q=…` for the header box and 'View all {n} results'. */
export function searchHref(query: string): string {
  const q = serializeSearchParams({ q: query });
  return q ? `/search?${q}` : '/search';
}
