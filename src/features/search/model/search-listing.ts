/** The search page's address (domain/listing-params.ts). */
import { listingHref, listingUrl, type ListingParams } from '@/domain/listing-params';
import { searchSorts, type SearchSort } from '@/domain/product-query';
import * as words from 'virtual:lumina-messages/listing';

/** /search reads q and exact, the facets, the price range, the sort and the page. */
export const searchListing = listingUrl<SearchSort>({
  path: '/search',
  sortLabels: {
    relevance: words.sortMostRelevant,
    'price-low': words.sortPriceLowToHigh,
    'price-high': words.sortPriceHighToLow,
    rating: words.sortHighestRated,
    newest: words.sortNewest,
  },
  sorts: searchSorts,
  defaultSort: 'relevance',
  term: true,
  price: true,
});

export type SearchParams = ListingParams<SearchSort>;

/** `/search?q=…` for the header box and 'View all {n} results'. */
export function searchHref(query: string): string {
  return listingHref(searchListing, { q: query });
}
