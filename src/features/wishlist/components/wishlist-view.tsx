import { Heart } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { CatalogueUnavailablePage } from '@/components/catalogue-unavailable';
import { ConfirmClearButton } from '@/components/confirm-clear-button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProductGrid } from '@/components/product-grid';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { useWishlist } from '../use-wishlist';
import { useWishlistItems } from '../use-wishlist-items';
import { RemoveFromWishlistButton } from './remove-from-wishlist-button';
import { useFocusWhenEmptied } from '@/lib/use-focus-when-emptied';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import * as words from 'virtual:lumina-messages/wishlist';

interface WishlistViewProps {
  /** The card footer, wired in by the route (Add to Cart). */
  renderFooter?: (product: ProductSummary) => React.ReactNode;
}

function itemsText(count: number): string {
  return words.items({ count });
}

/**
 * The wishlist page: heading with the item count, Clear Wishlist, and the product grid. When its
 * products cannot be loaded (offline) it says so and offers Try Again, as the lists do.
 */
export function WishlistView({ renderFooter }: WishlistViewProps) {
  const { remove, clear } = useWishlist();
  const { products, failed, retry } = useWishlistItems();
  const ids = useMemo(() => products.map((product) => product.id), [products]);
  const { emptyRef, focusWhenEmptied } = useFocusWhenEmptied(ids);
  const fallback = useCallback(() => emptyRef.current, [emptyRef]);
  const removalFocus = useRemovalFocus(ids, fallback);

  if (failed) {
    return <CatalogueUnavailablePage title={words.title} onRetry={retry} />;
  }
  if (products.length === 0) {
    return (
      <>
        <PageHeader title={words.title} description={itemsText(0)} />
        <div ref={emptyRef} tabIndex={-1} className="rounded-lg">
          <EmptyState icon={<Heart />} title={words.emptyTitle} description={words.emptyDescription}>
            <Button asChild>
              <Link to="/products">{words.browseProducts}</Link>
            </Button>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={words.title}
        description={itemsText(products.length)}
        actions={
          // Confirmed first: the wishlist cannot be brought back.
          <ConfirmClearButton
            label={words.clearWishlist}
            title={words.clearTitle}
            description={words.clearDescription}
            onConfirm={() => {
              focusWhenEmptied();
              clear();
            }}
          />
        }
      />
      <ProductGrid
        label={words.itemsLabel}
        products={products}
        eagerCount={4}
        columns={4}
        renderAction={(product) => (
          <RemoveFromWishlistButton
            product={product}
            focusRef={removalFocus.register(product.id)}
            onRemove={(item) => {
              removalFocus.beforeRemove(item.id);
              remove(item);
            }}
          />
        )}
        renderFooter={renderFooter}
      />
    </>
  );
}
