import type * as React from 'react';
import type { CategoryName, ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/productsPage';
import { listingHeading } from '../model/listing-text';
import { hasActiveFilters, listingRequest, productsListing } from '../model/products-listing';
import { CatalogueListing } from './catalogue-listing';
import { FilterPanel } from './filter-panel';
import type { ListingBase } from './use-catalogue-listing';

interface ProductsPageProps extends ListingBase {
  /** Only ids and names: the filter's buttons and the heading (no descriptions or art). */
  categories: readonly CategoryName[];
  /** The card's top-right action (the wishlist heart), wired by the route. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * The product list (/products): every product, narrowed by category, the featured and on-sale
 * flags, the price range and the facets (components/listing, catalogue-listing.tsx). The plain
 * first page (no filter, the default sort) comes with the page.
 */
export function ProductsPage({ categories, ...page }: ProductsPageProps) {
  return (
    <CatalogueListing
      {...page}
      url={productsListing}
      request={listingRequest}
      categories={categories}
      filtersId="product-filters"
      heading={(params) => listingHeading(params, categories)}
      gridLabel={words.gridLabel}
      resultsHeadingId="results-heading"
      filters={({ params, update, clear, found, facets }) => (
        <FilterPanel
          categories={categories}
          params={params}
          onChange={update}
          onClear={hasActiveFilters(params) && found > 0 ? clear : undefined}
          facets={facets}
        />
      )}
    />
  );
}
