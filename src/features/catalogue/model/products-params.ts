/**
 * The products page state as it lives in the URL: category, featured=true, sale=true, the facets
 * (domain/facet-params.ts), minPrice, maxPrice (whole dollars), sort and page. Parsing never throws; every invalid value takes its default.
 * Serialising omits defaults, so the plain page is `/products` with no query string.
 */
import {
  defaultFacetChoice,
  facetParamKeys,
  type FacetChoice,
  parseFacetParams,
  writeFacetParams,
} from '@/domain/facet-params';
import { isOneOf, parseRangeSortAndPage, writeRangeSortAndPage } from '@/domain/listing-params';
import { defaultPriceRange, type PriceRange } from '@/domain/price-range';
import { productSorts, type ProductSort } from '@/domain/product-query';
import type { CategoryId } from '@/domain/types';

export interface ProductsParams extends PriceRange {
  /** null = all categories. */
  category: CategoryId | null;
  featured: boolean;
  sale: boolean;
  facets: FacetChoice;
  sort: ProductSort;
  /** 1-based; a page past the end shows the last one. */
  page: number;
}

/** Every key the page reads from the query string (and the facets' option keys, by their prefix). */
export const productsParamKeys = [
  'category',
  'featured',
  'sale',
  ...facetParamKeys,
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;

export const defaultProductsParams: ProductsParams = {
  category: null,
  featured: false,
  sale: false,
  facets: defaultFacetChoice,
  ...defaultPriceRange,
  sort: 'featured',
  page: 1,
};

/** Labels for the sort dropdown (docs/shop-rules.md, Catalogue and listing). */
export const productSortLabels: Readonly<Record<ProductSort, string>> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
  newest: 'Newest',
};

export function isProductSort(value: unknown): value is ProductSort {
  return isOneOf(productSorts, value);
}

/**
 * `category` must be one of `categoryIds` (anything else, including 'all', means all categories);
 * `featured` and `sale` are on only for the exact text 'true'; price bounds are whole-dollar integers
 * clamped to the slider range, a reversed pair is swapped; `sort` must be a product sort.
 */
export function parseProductsParams(
  params: URLSearchParams,
  categoryIds: Iterable<CategoryId>,
): ProductsParams {
  const category = params.get('category');
  const known = [...categoryIds].find((id) => id === category) ?? null;
  return {
    category: known,
    featured: params.get('featured') === 'true',
    sale: params.get('sale') === 'true',
    facets: parseFacetParams(params),
    ...parseRangeSortAndPage(params, productSorts, defaultProductsParams.sort),
  };
}

/** The query string (without '?') for a state; '' when everything is default. */
export function serializeProductsParams(state: Partial<ProductsParams>): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.featured) params.set('featured', 'true');
  if (state.sale) params.set('sale', 'true');
  writeFacetParams(params, state.facets);
  writeRangeSortAndPage(params, state, productSorts, defaultProductsParams.sort);
  return params.toString();
}

/** `/products` plus the query string, for links and navigation. */
export function productsHref(state: Partial<ProductsParams>): string {
  const query = serializeProductsParams(state);
  return query ? `/products?${query}` : '/products';
}
