import type * as React from 'react';
import { QueryPendingScript, queryPendingHidden } from '@/boot/query-pending';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { FacetSection } from '@/components/facet-section';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { imageSizes } from '@/components/image-sizes';
import { ListingFrame } from '@/components/listing/listing-frame';
import { Pagination } from '@/components/pagination';
import { ProductGrid } from '@/components/product-grid';
import { SortSelect } from '@/components/sort-select';
import { Button } from '@/components/ui/button';
import { optionParamPrefix } from '@/domain/facet-params';
import {
  listingFilterCount,
  listingHref,
  listingParamKeys,
  type ListingParams,
} from '@/domain/listing-params';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/listing';
import { noMatchHint, productsFoundText } from '../model/listing-text';
import { type ListingOptions, useCatalogueListing } from './use-catalogue-listing';

/** What a page's filter column is made from. */
export interface ListingFilters<S extends string> {
  params: ListingParams<S>;
  update: (next: Partial<ListingParams<S>>) => void;
  /** Back to the plain page (the results take focus when they can). */
  clear: () => void;
  /** How many products the list shown has. */
  found: number;
  /** The facets (components/facet-section.tsx), for the end of the column. */
  facets: React.ReactNode;
}

interface CatalogueListingProps<S extends string> extends ListingOptions<S> {
  /** The filter column's id (the Filters button's aria-controls). */
  filtersId: string;
  /** The page's h1 for a state. */
  heading: (params: ListingParams<S>) => React.ReactNode;
  /** Shown before the count under the heading. */
  intro?: React.ReactNode;
  /** The grid's accessible name. */
  gridLabel: string;
  /** The filter column, for a state. */
  filters: (listing: ListingFilters<S>) => React.ReactNode;
  /** When given, the results are a section with a hidden 'Results' heading of this id, focused after Clear. */
  resultsHeadingId?: string;
  /** Shown instead of everything when the plain page has no products. */
  whenNone?: React.ReactNode;
  /** The card's top-right action (the wishlist heart), wired by the route. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * A catalogue listing (/products, /sale): heading and count, the filters (behind a 'Filters'
 * button on small screens), the sort, the grid and its pages (24 a page), or 'No products found'
 * with Clear Filters. The page gives its address, its products, its heading and its filters.
 */
export function CatalogueListing<S extends string>({
  filtersId,
  heading,
  intro,
  gridLabel,
  filters,
  resultsHeadingId,
  whenNone,
  renderAction,
  ...options
}: CatalogueListingProps<S>) {
  const { url, total } = options;
  const listing = useCatalogueListing(options);
  const { params, update, clear, failed, pending, page, pages, shown } = listing;
  if (total === 0 && whenNone) return whenNone;

  const hiddenWhilePending = cn(queryPendingHidden, pending && 'invisible');
  const status = (
    <span role="status" className={queryPendingHidden}>
      {failed
        ? catalogueUnavailableStatus
        : listing.loading
          ? words.loadingProducts
          : productsFoundText(listing.found)}
    </span>
  );
  return (
    <ListingFrame
      lead={<QueryPendingScript keys={listingParamKeys(url)} prefix={optionParamPrefix} />}
      filtersId={filtersId}
      title={heading(params)}
      description={
        intro ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {intro}
            {status}
          </span>
        ) : (
          status
        )
      }
      filterCount={listingFilterCount(params)}
      sort={
        <SortSelect
          value={params.sort}
          options={url.sortLabels}
          isValue={url.isSort}
          onChange={(sort) => update({ sort })}
        />
      }
      filters={filters({
        params,
        update,
        clear,
        found: listing.found,
        facets: (
          <FacetSection
            counts={listing.facetCounts}
            choice={listing.facetChoice}
            onChange={listing.chooseFacets}
            className={hiddenWhilePending}
          />
        ),
      })}
      resultsHeadingId={resultsHeadingId}
      resultsRef={resultsHeadingId ? listing.results : undefined}
      resultsClassName={hiddenWhilePending}
      busy={listing.busy}
    >
      {failed ? <CatalogueUnavailable onRetry={listing.retry} /> : null}
      {shown.length > 0 ? (
        <>
          <ProductGrid
            products={shown}
            label={gridLabel}
            eagerCount={3}
            firstFrameCount={6}
            imageSizes={imageSizes.grid3BesideFilters}
            renderAction={renderAction}
          />
          <Pagination page={page} pages={pages} hrefFor={(to) => listingHref(url, { ...params, page: to })} />
        </>
      ) : (
        <>
          <EmptyState as="h3" title={words.noMatchTitle} description={noMatchHint}>
            <Button onClick={clear}>{words.clearFilters}</Button>
          </EmptyState>
          <FirstScreenEnd />
        </>
      )}
    </ListingFrame>
  );
}
