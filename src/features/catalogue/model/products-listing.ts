/** The products page's address (domain/listing-params.ts) and what it asks of the catalogue. */
import type { CatalogueRequest } from '@/domain/catalogue-request';
import { facetFilter } from '@/domain/facet-params';
import { listingUrl, serializeListingParams, type ListingParams } from '@/domain/listing-params';
import { productSorts, type ProductSort } from '@/domain/product-query';
import * as words from 'virtual:lumina-messages/listing';

/**
 * /products reads the category, the featured and on-sale flags, the facets, the price range, the
 * sort and the page; the plain page is `/products` with no query string. The sort labels: see
 * docs/shop-rules.md, Catalogue and listing.
 */
export const productsListing = listingUrl<ProductSort>({
  path: '/products',
  sortLabels: {
    featured: words.sortFeatured,
    'price-low': words.sortPriceLowToHigh,
    'price-high': words.sortPriceHighToLow,
    rating: words.sortHighestRated,
    newest: words.sortNewest,
  },
  sorts: productSorts,
  defaultSort: 'featured',
  browse: true,
  price: true,
});

export type ProductsParams = ListingParams<ProductSort>;

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
  return serializeListingParams(productsListing, { ...params, page: 1 }) !== '';
}
