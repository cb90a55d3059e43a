import type * as React from 'react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryPendingScript, queryPendingHidden, useQueryPending } from '@/boot/query-pending';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { FacetSection } from '@/components/facet-section';
import { useSteadyValue } from '@/lib/use-steady-value';
import { FiltersBar } from '@/components/filters-toggle';
import { FiltersColumn } from '@/components/filters-column';
import { imageSizes } from '@/components/image-sizes';
import { PageHeader } from '@/components/page-header';
import { ProductGrid } from '@/components/product-grid';
import { Button } from '@/components/ui/button';
import type { FacetChoice } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';
import { optionParamPrefix } from '@/domain/facet-params';
import type { CategoryName, ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useHydratedInTransition } from '@/boot/use-hydrated';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { Pagination } from '@/components/pagination';
import { limits } from '@/config/shop';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { pageCount } from '@/domain/pagination';
import { listingHeading, noMatchHint, productsFoundText } from '../model/listing-text';
import { activeFilterCount, hasActiveFilters, listingRequest } from '../model/products-listing';
import {
  defaultProductsParams,
  isProductSort,
  parseProductsParams,
  productsParamKeys,
  productSortLabels,
  productsHref,
  serializeProductsParams,
  type ProductsParams,
} from '../model/products-params';
import { FilterPanel } from './filter-panel';
import { SortSelect } from '@/components/sort-select';

interface ProductsPageProps {
  /** The plain page's first products (prerendered: no filter, the default sort). */
  firstPage: readonly ProductSummary[];
  /** How many products the catalogue has. */
  total: number;
  /** Only ids and names: the filter's buttons and the heading (no descriptions or art). */
  categories: readonly CategoryName[];
  /** The plain page's facet counts (prerendered with it). */
  facets: FacetCounts;
  /** The card's top-right action (the wishlist heart), wired by the route. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

const FILTERS_ID = 'product-filters';

/**
 * The product list (/products): heading and count, the filter panel (behind a 'Filters' button on
 * small screens), the sort, the grid and its pages (24 a page). Every choice lives in the URL, so
 * back, forward, reload and shared links restore it; invalid values are ignored. The plain first
 * page comes with the page; any other choice is answered by the catalogue worker (decision 0010).
 */
export function ProductsPage({ firstPage, total, categories, facets, renderAction }: ProductsPageProps) {
  const [searchParams] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then apply the URL's state in
  // a transition (a synchronous re-render of the whole grid was one long task after hydration).
  const hydrated = useHydratedInTransition();
  const params = hydrated
    ? parseProductsParams(
        searchParams,
        categories.map((category) => category.id),
      )
    : defaultProductsParams;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLElement>(null);

  const filtered = hasActiveFilters(params);
  const needsAll = filtered || params.page > 1;
  // Any other list is asked of the catalogue worker; until its answer arrives the previous one stays.
  const {
    page: answer,
    current,
    failed,
    retry,
  } = useCatalogueQuery(needsAll ? listingRequest(params) : null);
  const listed = needsAll ? answer : undefined;
  const loading = needsAll && !listed;
  const found = listed ? listed.total : total;
  const pages = listed ? listed.pages : pageCount(total, limits.productsPerPage);
  const page = listed ? listed.page : 1;
  const shown = listed ? listed.items : firstPage;
  // Landing on a filtered address, the prerendered (unfiltered) list stays hidden until the right one.
  const pending = useQueryPending(hydrated, loading, failed);

  const update = useCallback(
    (next: Partial<ProductsParams>) =>
      // Built on the address last asked for, not on this render's: a sort chosen while the category
      // picked just before is still on its way (a transition, on a slow phone) keeps that category.
      // A new filter or sort starts again at page 1.
      void setUrlSearch((latest) =>
        serializeProductsParams({
          ...parseProductsParams(
            latest,
            categories.map((category) => category.id),
          ),
          page: 1,
          ...next,
        }),
      ),
    [setUrlSearch, categories],
  );
  const chooseFacets = useCallback((choice: FacetChoice) => update({ facets: choice }), [update]);
  const facetChoice = useSteadyValue(params.facets);
  // The counts of the list shown: the worker's latest, else (until its first answer) the plain list's.
  const facetCounts = useSteadyValue((needsAll && answer?.facets) || facets);
  const clear = () => {
    void setUrlSearch('');
    results.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <QueryPendingScript keys={productsParamKeys} prefix={optionParamPrefix} />
      <PageHeader
        title={listingHeading(params, categories)}
        description={
          <span role="status" className={queryPendingHidden}>
            {failed ? catalogueUnavailableStatus : loading ? 'Loading products…' : productsFoundText(found)}
          </span>
        }
      />
      <FiltersBar
        count={activeFilterCount(params)}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        controls={FILTERS_ID}
        sort={
          <SortSelect
            value={params.sort}
            options={productSortLabels}
            isValue={isProductSort}
            onChange={(sort) => update({ sort })}
          />
        }
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersColumn id={FILTERS_ID} open={filtersOpen}>
          <FilterPanel
            categories={categories}
            params={params}
            onChange={update}
            onClear={filtered && found > 0 ? clear : undefined}
            facets={
              <FacetSection
                counts={facetCounts}
                choice={facetChoice}
                onChange={chooseFacets}
                className={cn(queryPendingHidden, pending && 'invisible')}
              />
            }
          />
        </FiltersColumn>
        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby="results-heading"
          aria-busy={(!failed && (loading || (needsAll && !current))) || undefined}
          className={cn('min-w-0', queryPendingHidden, pending && 'invisible')}
        >
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
          {shown.length > 0 ? (
            <>
              <ProductGrid
                products={shown}
                label="Products"
                eagerCount={3}
                firstFrameCount={6}
                imageSizes={imageSizes.grid3BesideFilters}
                renderAction={renderAction}
              />
              <Pagination page={page} pages={pages} hrefFor={(to) => productsHref({ ...params, page: to })} />
            </>
          ) : (
            <>
              <EmptyState as="h3" title="No products found matching your criteria" description={noMatchHint}>
                <Button onClick={clear}>Clear Filters</Button>
              </EmptyState>
              <FirstScreenEnd />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
