/** The sale page's address (domain/listing-params.ts) and what it asks of the catalogue. */
import type { CatalogueRequest } from '@/domain/catalogue-request';
import { facetFilter } from '@/domain/facet-params';
import { listingUrl, type ListingParams } from '@/domain/listing-params';
import { saleSorts, type SaleSort } from '@/domain/product-query';
import * as words from 'virtual:lumina-messages/listing';

/** /sale reads the facets, the sort and the page; the defaults (no facet, discount-high, page 1) are omitted. */
export const saleListing = listingUrl<SaleSort>({
  path: '/sale',
  sortLabels: {
    'discount-high': words.sortBiggestDiscount,
    'discount-low': words.sortSmallestDiscount,
    'price-low': words.sortPriceLowToHigh,
    'price-high': words.sortPriceHighToLow,
    rating: words.sortHighestRated,
  },
  sorts: saleSorts,
  defaultSort: 'discount-high',
});

/** The catalogue question for the page's facets, sort and page, with the facets' counts. */
export function saleRequest({ facets, sort, page }: ListingParams<SaleSort>): CatalogueRequest {
  return { kind: 'sale', sort, page, filter: facetFilter(facets), facets: true };
}
