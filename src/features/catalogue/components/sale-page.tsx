import { Tag } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FiltersAside } from '@/components/filters-aside';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { listingFilterCount } from '@/domain/listing-params';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/salePage';
import { upToOffText } from '../model/listing-text';
import { saleListing, saleRequest } from '../model/sale-listing';
import { CatalogueListing } from './catalogue-listing';
import type { ListingBase } from './use-catalogue-listing';

interface SalePageProps extends ListingBase {
  /** The biggest discount of them all, in percent (the 'Up to N% OFF' badge). */
  maxDiscountPercent: number;
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * The sale page: every discounted product, biggest discount first, with an 'Up to N% OFF' badge;
 * the facets (behind a 'Filters' button on small screens) narrow it, the sort orders it
 * (catalogue-listing.tsx).
 */
export function SalePage({ maxDiscountPercent, ...page }: SalePageProps) {
  return (
    <CatalogueListing
      {...page}
      url={saleListing}
      request={saleRequest}
      marksAskedPage
      filtersId="sale-filters"
      heading={() => words.title}
      intro={
        <>
          <Badge variant="destructive" className="text-sm">
            {upToOffText(maxDiscountPercent)}
          </Badge>
          <span>{words.intro}</span>
        </>
      }
      gridLabel={words.gridLabel}
      filters={({ params, clear, facets }) => (
        <FiltersAside onClear={listingFilterCount(params) > 0 ? clear : undefined}>{facets}</FiltersAside>
      )}
      whenNone={
        <div className="mx-auto max-w-7xl px-4 py-8">
          <EmptyState as="h1" icon={<Tag />} title={words.emptyTitle} description={words.emptyDescription}>
            <Button asChild>
              <Link to="/products">{words.browseAllProducts}</Link>
            </Button>
          </EmptyState>
          <FirstScreenEnd />
        </div>
      }
    />
  );
}
