import { Tag } from 'lucide-react';
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProductGrid } from '@/components/product-grid';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/pagination';
import { limits } from '@/config/shop';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { clampPage, pageCount } from '@/domain/pagination';
import type { ProductSummary } from '@/domain/types';
import { QueryPendingScript, queryPendingHidden, useQueryPending } from '@/boot/query-pending';
import { useHydratedInTransition } from '@/boot/use-hydrated';
import { cn } from '@/lib/cn';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { productsFoundText, upToOffText } from '../model/listing-text';
import {
  defaultSaleSort,
  isSaleSort,
  parseSaleParams,
  saleParamKeys,
  saleHref,
  saleSortLabels,
  serializeSaleParams,
} from '../model/sale-params';
import { SortSelect } from '@/components/sort-select';

interface SalePageProps {
  /** The first page of sale products in the default order (prerendered). */
  firstPage: readonly ProductSummary[];
  /** How many products are on sale. */
  total: number;
  /** The biggest discount of them all, in percent (the 'Up to N% OFF' badge). */
  maxDiscountPercent: number;
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/** The sale page: every discounted product, biggest discount first, with an 'Up to N% OFF' badge. */
export function SalePage({ firstPage, total, maxDiscountPercent, renderAction }: SalePageProps) {
  const [searchParams] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then apply the URL's sort in a
  // transition (in short slices, not one long task).
  const hydrated = useHydratedInTransition();
  const { sort, page: wantedPage } = hydrated
    ? parseSaleParams(searchParams)
    : { sort: defaultSaleSort, page: 1 };
  // Another sort or page is asked of the catalogue worker; the plain first page comes with the page.
  const needsAll = sort !== defaultSaleSort || wantedPage > 1;
  const {
    page: answer,
    current,
    failed,
    retry,
  } = useCatalogueQuery(needsAll ? { kind: 'sale', sort, page: wantedPage } : null);
  const sorted = needsAll ? answer : undefined;
  const pages = pageCount(total, limits.productsPerPage);
  const page = sorted ? sorted.page : clampPage(wantedPage, pages);
  const onSale = sorted ? sorted.items : firstPage;
  // Landing on a sorted or later page, the prerendered first page stays hidden until the right one.
  const pending = useQueryPending(hydrated, needsAll && !sorted);

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
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <QueryPendingScript keys={saleParamKeys} />
      <PageHeader
        title="Sale"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant="destructive" className="text-sm">
              {upToOffText(maxDiscountPercent)}
            </Badge>
            <span>Limited-time prices on favourites from across the shop.</span>
            <span role="status">
              {failed
                ? catalogueUnavailableStatus
                : needsAll && !sorted
                  ? 'Loading products…'
                  : productsFoundText(total)}
            </span>
          </span>
        }
        actions={
          <SortSelect
            value={sort}
            options={saleSortLabels}
            isValue={isSaleSort}
            onChange={(next) => void setUrlSearch(serializeSaleParams({ sort: next }))}
          />
        }
      />
      {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
      <div
        aria-busy={(needsAll && !current && !failed) || undefined}
        className={cn(queryPendingHidden, pending && 'invisible')}
      >
        <ProductGrid products={onSale} label="Products on sale" eagerCount={3} renderAction={renderAction} />
        <Pagination page={page} pages={pages} hrefFor={(to) => saleHref({ sort, page: to })} />
      </div>
    </div>
  );
}
