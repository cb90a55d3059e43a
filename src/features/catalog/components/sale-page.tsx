import { Tag } from 'lucide-react';
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProductGrid } from '@/components/product-grid';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { maxDiscount, saleProducts } from '@/domain/product-query';
import type { Product } from '@/domain/types';
import { useHydratedInTransition } from '@/lib/use-hydrated';
import { productsFoundText, upToOffText } from '../model/listing-text';
import {
  defaultSaleSort,
  isSaleSort,
  parseSaleParams,
  saleSortLabels,
  serializeSaleParams,
} from '../model/sale-params';
import { SortSelect } from './sort-select';

interface SalePageProps {
  /** The whole catalogue; the page keeps the products whose original price is above the price. */
  products: readonly Product[];
  renderAction?: (product: Product) => React.ReactNode;
}

/** The sale page: every discounted product, biggest discount first, with an 'Up to N% OFF' badge. */
export function SalePage({ products, renderAction }: SalePageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query string: hydrate as that page, then apply the URL's sort in a
  // transition (in short slices, not one long task).
  const hydrated = useHydratedInTransition();
  const sort = hydrated ? parseSaleParams(searchParams).sort : defaultSaleSort;
  const onSale = saleProducts(products, sort);

  if (onSale.length === 0) {
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
      <PageHeader
        title="Sale"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant="destructive" className="text-sm">
              {upToOffText(maxDiscount(onSale))}
            </Badge>
            <span>Limited-time prices on favourites from across the shop.</span>
            <span role="status">{productsFoundText(onSale.length)}</span>
          </span>
        }
        actions={
          <SortSelect
            value={sort}
            options={saleSortLabels}
            isValue={isSaleSort}
            onChange={(next) =>
              setSearchParams(serializeSaleParams({ sort: next }), { preventScrollReset: true })
            }
          />
        }
      />
      <ProductGrid products={onSale} label="Products on sale" eagerCount={3} renderAction={renderAction} />
    </div>
  );
}
