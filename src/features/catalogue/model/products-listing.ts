/** What the products page asks of the catalogue for a URL state. */
import type { CatalogueRequest } from '@/domain/catalogue-request';
import { facetChoiceCount, facetFilter } from '@/domain/facet-params';
import { isDefaultPriceRange } from '@/domain/price-range';
import { serializeProductsParams, type ProductsParams } from './products-params';

/** The catalogue question for the page's filters, sort and page, with the facets' counts. */
export function listingRequest({
  category,
  featured,
  sale,
  facets,
  minPrice,
  maxPrice,
  sort,
  page,
}: ProductsParams): CatalogueRequest {
  return {
    kind: 'list',
    filter: { category, featured, sale, minPrice, maxPrice, ...facetFilter(facets) },
    sort,
    page,
    facets: true,
  };
}

/** True when a filter or the sort differs from the plain /products page (the page number aside). */
export function hasActiveFilters(params: ProductsParams): boolean {
  return serializeProductsParams({ ...params, page: 1 }) !== '';
}

/**
 * How many filters narrow the list (category, featured, on sale, price range, and each facet
 * value chosen), for the Filters badge.
 */
export function activeFilterCount(params: ProductsParams): number {
  return (
    [params.category !== null, params.featured, params.sale, !isDefaultPriceRange(params)].filter(Boolean)
      .length + facetChoiceCount(params.facets)
  );
}
