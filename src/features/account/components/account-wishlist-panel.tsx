import { Heart } from 'lucide-react';
import { useId } from 'react';
import type * as React from 'react';
import { Link } from 'react-router';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { ProductGrid } from '@/components/product-grid';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/accountDashboard';

interface AccountWishlistPanelProps {
  products: readonly ProductSummary[];
  /** Given only when the products could not be loaded (offline): the panel says so, with Try Again. */
  onRetry?: (() => void) | undefined;
  /** The card's action (the wishlist heart), wired by the route. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/** The current wishlist items on the account page. */
export function AccountWishlistPanel({ products, onRetry, renderAction }: AccountWishlistPanelProps) {
  const id = useId();
  // While the products cannot be loaded, those found so far are not the wishlist: no count.
  const count = onRetry ? 0 : products.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {words.wishlistTitle}
          {count > 0 ? (
            <>
              {' '}
              <span className="text-base font-normal text-muted-foreground">
                {words.wishlistCount({ count })}
              </span>
            </>
          ) : null}
        </h2>
        {count > 0 ? (
          <Button asChild variant="outline">
            <Link to="/wishlist">{words.viewWishlist}</Link>
          </Button>
        ) : null}
      </div>
      {onRetry ? (
        <div>
          <p role="status" className="mb-3 text-muted-foreground">
            {catalogueUnavailableStatus}
          </p>
          <CatalogueUnavailable onRetry={onRetry} />
        </div>
      ) : count > 0 ? (
        <ProductGrid products={products} renderAction={renderAction} label={words.wishlistItemsLabel} />
      ) : (
        <EmptyState
          as="h3"
          icon={<Heart />}
          title={words.wishlistEmptyTitle}
          description={words.wishlistEmptyDescription}
          className="rounded-lg border py-10"
        >
          <Button asChild>
            <Link to="/products">{words.browseProducts}</Link>
          </Button>
        </EmptyState>
      )}
    </section>
  );
}
