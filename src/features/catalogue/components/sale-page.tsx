import { Tag } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { FacetSection } from '@/components/facet-section';
import { useSteadyValue } from '@/lib/use-steady-value';
import { FiltersAside } from '@/components/filters-aside';
import { FiltersBar } from '@/components/filters-toggle';
import { FiltersColumn } from '@/components/filters-column';
import { imageSizes } from '@/components/image-sizes';
import { PageHeader } from '@/components/page-header';
import { ProductGrid } from '@/components/product-grid';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/pagination';
import { limits } from '@/config/shop';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { clampPage, pageCount } from '@/domain/pagination';
import { type FacetChoice, optionParamPrefix } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';
import type { ProductSummary } from '@/domain/types';
import { QueryPendingScript, queryPendingHidden, useQueryPending } from '@/boot/query-pending';
import { useHydratedInTransition } from '@/boot/use-hydrated';
import { cn } from '@/lib/cn';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { noMatchHint, productsFoundText, upToOffText } from '../model/listing-text';
import {
  defaultSaleParams,
  isSaleSort,
  parseSaleParams,
  saleFilterCount,
  saleParamKeys,
  saleHref,
  saleRequest,
  saleSortLabels,
  serializeSaleParams,
  type SaleParams,
} from '../model/sale-params';
import { SortSelect } from '@/components/sort-select';

interface SalePageProps {
  /** The first page of sale products in the default order (prerendered). */
  firstPage: readonly ProductSummary[];
  /** How many products are on sale. */
  total: number;
  /** The biggest discount of them all, in percent (the 'Up to N% OFF' badge). */
  maxDiscountPercent: number;
  /** The facet counts of every product on sale (prerendered with the page). */
  facets: FacetCounts;
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

const FILTERS_ID = 'sale-filters';

/**
 * The sale page: every discounted product, biggest discount first, with an 'Up to N% OFF' badge;
 * the facets (behind a 'Filters' button on small screens) narrow it, the sort orders it.
 */
export function SalePage({ firstPage, total, maxDiscountPercent, facets, renderAction }: SalePageProps) {
  const [searchParams] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then apply the URL's state in a
  // transition (in short slices, not one long task).
  const hydrated = useHydratedInTransition();
  const params = hydrated ? parseSaleParams(searchParams) : defaultSaleParams;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = saleFilterCount(params);
  // Another sort, page or facet is asked of the catalogue worker; the plain first page comes with the page.
  const needsAll = serializeSaleParams(params) !== '';
  const { page: answer, current, failed, retry } = useCatalogueQuery(needsAll ? saleRequest(params) : null);
  const listed = needsAll ? answer : undefined;
  const found = listed ? listed.total : total;
  const pages = listed ? listed.pages : pageCount(total, limits.productsPerPage);
  const page = listed ? listed.page : clampPage(params.page, pages);
  const onSale = listed ? listed.items : firstPage;
  // Landing on a sorted, later or narrowed page, the prerendered first page stays hidden until the right one.
  const pending = useQueryPending(hydrated, needsAll && !listed, failed);
  // A new facet or sort starts again at page 1, built on the address last asked for.
  const update = useCallback(
    (next: Partial<SaleParams>) =>
      void setUrlSearch((latest) => serializeSaleParams({ ...parseSaleParams(latest), page: 1, ...next })),
    [setUrlSearch],
  );
  const chooseFacets = useCallback((choice: FacetChoice) => update({ facets: choice }), [update]);
  const facetChoice = useSteadyValue(params.facets);
  // The counts of the list shown: the worker's latest, else (until its first answer) the sale's own.
  const facetCounts = useSteadyValue((needsAll && answer?.facets) || facets);

  if (total === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <EmptyState
          as="h1"
          icon={<Tag />}
          title="No Sale Items Available"
          description="There are no discounted products right now. Check back soon."
        >
          <Button asChild>
            <Link to="/products">Browse All Products</Link>
          </Button>
        </EmptyState>
        <FirstScreenEnd />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <QueryPendingScript keys={saleParamKeys} prefix={optionParamPrefix} />
      <PageHeader
        title="Sale"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant="destructive" className="text-sm">
              {upToOffText(maxDiscountPercent)}
            </Badge>
            <span>Limited-time prices on favourites from across the shop.</span>
            <span role="status" className={queryPendingHidden}>
              {failed
                ? catalogueUnavailableStatus
                : needsAll && !listed
                  ? 'Loading products…'
                  : productsFoundText(found)}
            </span>
          </span>
        }
      />
      <FiltersBar
        count={filterCount}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        controls={FILTERS_ID}
        sort={
          <SortSelect
            value={params.sort}
            options={saleSortLabels}
            isValue={isSaleSort}
            onChange={(sort) => update({ sort })}
          />
        }
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersColumn id={FILTERS_ID} open={filtersOpen}>
          <FiltersAside onClear={filterCount > 0 ? () => void setUrlSearch('') : undefined}>
            <FacetSection
              counts={facetCounts}
              choice={facetChoice}
              onChange={chooseFacets}
              className={cn(queryPendingHidden, pending && 'invisible')}
            />
          </FiltersAside>
        </FiltersColumn>
        <div
          aria-busy={(needsAll && !current && !failed) || undefined}
          className={cn('min-w-0', queryPendingHidden, pending && 'invisible')}
        >
          {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
          {onSale.length > 0 ? (
            <>
              <ProductGrid
                products={onSale}
                label="Products on sale"
                eagerCount={3}
                firstFrameCount={6}
                imageSizes={imageSizes.grid3BesideFilters}
                renderAction={renderAction}
              />
              <Pagination page={page} pages={pages} hrefFor={(to) => saleHref({ ...params, page: to })} />
            </>
          ) : (
            <>
              <EmptyState as="h3" title="No products found matching your criteria" description={noMatchHint}>
                <Button onClick={() => void setUrlSearch('')}>Clear Filters</Button>
              </EmptyState>
              <FirstScreenEnd />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
