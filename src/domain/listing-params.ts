/**
 * A listing's state in its URL, for the products, sale and search pages alike: each page describes
 * what it reads (`ListingUrl`), and one parser and one writer serve the three. In URL order: the
 * search term `q` and `exact=1` (the words as typed, no correction), `category`, `featured=true`,
 * `sale=true`, the facets (facet-params.ts), `minPrice` and `maxPrice` (whole dollars,
 * price-range.ts), `sort` (one of the page's own) and `page`. Parsing never throws and gives every
 * invalid value, and every key the page does not read, its default; writing leaves defaults out.
 */
import {
  defaultFacetChoice,
  facetChoiceCount,
  facetParamKeys,
  type FacetChoice,
  parseFacetParams,
  writeFacetParams,
} from './facet-params';
import { parsePage } from './pagination';
import {
  defaultPriceRange,
  isDefaultPriceRange,
  parsePriceRange,
  writePriceRange,
  type PriceRange,
} from './price-range';
import { normalizeQuery } from './query-text';
import type { CategoryId } from './types';

export interface ListingParams<S extends string = string> extends PriceRange {
  /** Trimmed, at most limits.searchQueryMax characters; '' means no search. */
  q: string;
  /** Only the words as typed: a query that finds nothing is not corrected. */
  exact: boolean;
  /** null = all categories. */
  category: CategoryId | null;
  featured: boolean;
  sale: boolean;
  facets: FacetChoice;
  sort: S;
  /** 1-based; a page past the end shows the last one. */
  page: number;
}

/** What a listing page reads from its address, besides the facets, the sort and the page. */
export interface ListingUrlSpec<S extends string> {
  path: string;
  /** The page's sorts, in the order its 'Sort by' select shows them, with their labels. */
  sortLabels: Readonly<Record<S, string>>;
  sorts: readonly S[];
  defaultSort: S;
  /** `q` and `exact`. */
  term?: boolean;
  /** `category`, `featured` and `sale`. */
  browse?: boolean;
  /** `minPrice` and `maxPrice`. */
  price?: boolean;
}

export interface ListingUrl<S extends string> extends ListingUrlSpec<S> {
  /** The state of the address without a query string. */
  defaults: ListingParams<S>;
  /** A guard for one of the page's sorts (anything else read from the URL is not one). */
  isSort: (value: unknown) => value is S;
}

/** A guard for one of `values`. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A page's description of its address, with its defaults and its sort guard. */
export function listingUrl<S extends string>(spec: ListingUrlSpec<S>): ListingUrl<S> {
  return {
    ...spec,
    defaults: {
      q: '',
      exact: false,
      category: null,
      featured: false,
      sale: false,
      facets: defaultFacetChoice,
      ...defaultPriceRange,
      sort: spec.defaultSort,
      page: 1,
    },
    isSort: (value): value is S => isOneOf(spec.sorts, value),
  };
}

/** Every key the page reads from the query string (the facets' option keys too, by their prefix). */
export function listingParamKeys(url: ListingUrlSpec<string>): string[] {
  return [
    ...(url.term ? ['q', 'exact'] : []),
    ...(url.browse ? ['category', 'featured', 'sale'] : []),
    ...facetParamKeys,
    ...(url.price ? ['minPrice', 'maxPrice'] : []),
    'sort',
    'page',
  ];
}

/**
 * `q` is normalised (query-text.ts); `exact` is on only for '1'; `category` must be one of
 * `categoryIds` (anything else, including 'all', means all categories); `featured` and `sale` are
 * on only for the exact text 'true'; price bounds are whole-dollar integers clamped to the slider
 * range, a reversed pair is swapped; `sort` must be one of the page's.
 */
export function parseListingParams<S extends string>(
  url: ListingUrl<S>,
  params: URLSearchParams,
  categoryIds: Iterable<CategoryId> = [],
): ListingParams<S> {
  const { defaults } = url;
  const category = url.browse ? params.get('category') : null;
  const sort = params.get('sort');
  return {
    q: url.term ? normalizeQuery(params.get('q') ?? '') : defaults.q,
    exact: url.term ? params.get('exact') === '1' : defaults.exact,
    category: [...categoryIds].find((id) => id === category) ?? null,
    featured: url.browse ? params.get('featured') === 'true' : defaults.featured,
    sale: url.browse ? params.get('sale') === 'true' : defaults.sale,
    facets: parseFacetParams(params),
    ...(url.price ? parsePriceRange(params) : defaultPriceRange),
    sort: url.isSort(sort) ? sort : defaults.sort,
    page: parsePage(params.get('page')),
  };
}

/** The query string (without '?') for a state; '' when everything the page reads is default. */
export function serializeListingParams<S extends string>(
  url: ListingUrl<S>,
  state: Partial<ListingParams<S>>,
): string {
  const params = new URLSearchParams();
  if (url.term) {
    const q = normalizeQuery(state.q ?? '');
    if (q) params.set('q', q);
    if (q && state.exact) params.set('exact', '1');
  }
  if (url.browse) {
    if (state.category) params.set('category', state.category);
    if (state.featured) params.set('featured', 'true');
    if (state.sale) params.set('sale', 'true');
  }
  writeFacetParams(params, state.facets);
  if (url.price)
    writePriceRange(params, {
      minPrice: state.minPrice ?? defaultPriceRange.minPrice,
      maxPrice: state.maxPrice ?? defaultPriceRange.maxPrice,
    });
  if (state.sort && state.sort !== url.defaultSort && url.isSort(state.sort)) params.set('sort', state.sort);
  if (state.page !== undefined && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The page's path plus the query string, for links and navigation. */
export function listingHref<S extends string>(url: ListingUrl<S>, state: Partial<ListingParams<S>>): string {
  const query = serializeListingParams(url, state);
  return query ? `${url.path}?${query}` : url.path;
}

/**
 * How many filters narrow the list (category, featured, on sale, price range, and each facet
 * value chosen), for the Filters badge.
 */
export function listingFilterCount(params: ListingParams): number {
  return (
    [params.category !== null, params.featured, params.sale, !isDefaultPriceRange(params)].filter(Boolean)
      .length + facetChoiceCount(params.facets)
  );
}
