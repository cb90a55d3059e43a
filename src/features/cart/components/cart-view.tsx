import { ShoppingCart } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { CatalogueUnavailablePage } from '@/components/catalogue-unavailable';
import { ConfirmClearButton } from '@/components/confirm-clear-button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { useCart } from '../use-cart';
import { useCartItems } from '../use-cart-items';
import { CartLineItem } from './cart-line-item';
import { CartLoading } from './cart-loading';
import { CartTotalBar } from './cart-total-bar';
import { OrderSummary } from './order-summary';
import { PendingCart } from './pending-cart';
import { SavedForLater } from './saved-for-later';
import { useFocusWhenEmptied } from '@/lib/use-focus-when-emptied';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import * as words from 'virtual:lumina-messages/cart';

const title = words.pageTitle;

interface CartViewProps {
  /** Extra actions on each cart line, wired in by the route (e.g. Add to Wishlist). */
  renderLineActions?: (product: ProductSummary) => React.ReactNode;
}

function itemsText(count: number): string {
  return words.itemsInCart({ count });
}

function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('h1');
  heading?.setAttribute('tabindex', '-1');
  return heading;
}

function EmptyCart() {
  return (
    <EmptyState icon={<ShoppingCart />} title={words.emptyTitle} description={words.emptyDescription}>
      <Button asChild>
        <Link to="/products">{words.continueShopping}</Link>
      </Button>
    </EmptyState>
  );
}

/**
 * The cart page: lines, saved-for-later list and order summary. Until the stored cart has loaded
 * (after hydration) it shows the empty state to a shopper with nothing stored and a neutral loading
 * state to one with a stored cart, never a false 'Your Cart is Empty' (see PendingCart). When the
 * cart's products cannot be loaded (offline) it says so and offers Try Again, as the lists do.
 */
export function CartView({ renderLineActions }: CartViewProps) {
  const cart = useCart();
  const { items, saved, totals, ready, failed, retry } = useCartItems();
  const lineIds = useMemo(() => items.map((item) => item.key), [items]);
  const { emptyRef, focusWhenEmptied } = useFocusWhenEmptied(lineIds);
  const savedIds = useMemo(() => saved.map((item) => item.key), [saved]);
  const fallback = useCallback(() => emptyRef.current ?? pageHeading(), [emptyRef]);
  const lineFocus = useRemovalFocus(lineIds, fallback);
  const savedFocus = useRemovalFocus(savedIds, fallback);

  if (failed) {
    return <CatalogueUnavailablePage title={title} onRetry={retry} />;
  }
  if (!cart.hydrated || !ready) {
    return (
      <>
        <PageHeader title={title} />
        <PendingCart empty={<EmptyCart />} loading={<CartLoading />} />
      </>
    );
  }

  const savedList = (className?: string) =>
    saved.length > 0 ? (
      <SavedForLater
        className={className}
        items={saved}
        focusRef={savedFocus.register}
        onMoveToCart={(item) => {
          savedFocus.beforeRemove(item.key);
          cart.moveToCart(item.product, item.variant?.id);
        }}
        onRemove={(item) => {
          savedFocus.beforeRemove(item.key);
          cart.removeSaved(item.product, item.variant?.id);
        }}
      />
    ) : null;

  if (items.length === 0) {
    return (
      <>
        <PageHeader title={title} />
        <div ref={emptyRef} tabIndex={-1} className="rounded-lg">
          <EmptyCart />
        </div>
        {savedList('mt-6')}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={itemsText(totals.itemCount)}
        actions={
          // Confirmed first; the saved-for-later list is kept.
          <ConfirmClearButton
            label={words.clearCart}
            title={words.clearCartTitle}
            description={words.clearCartDescription}
            onConfirm={() => {
              focusWhenEmptied();
              cart.clearCart();
            }}
          />
        }
      />
      {/* Lines, then the summary, then the saved list: the order on a phone; on a wide screen
          the summary takes the right-hand column beside both lists. */}
      <div className="grid items-start gap-x-8 gap-y-10 lg:grid-cols-3">
        <section aria-labelledby="cart-items-heading" className="lg:col-span-2">
          <h2 id="cart-items-heading" className="sr-only">
            {words.itemsHeading}
          </h2>
          <ul className="divide-y">
            {items.map((item, index) => (
              <CartLineItem
                key={item.key}
                item={item}
                priority={index < 3}
                focusRef={lineFocus.register(item.key)}
                onQuantityChange={(line, quantity) => {
                  if (quantity <= 0) lineFocus.beforeRemove(line.key);
                  cart.setQuantity(line.product, quantity, line.variant?.id);
                }}
                onSaveForLater={(line) => {
                  lineFocus.beforeRemove(line.key);
                  cart.saveForLater(line.product, line.variant?.id);
                }}
                onRemove={(line) => {
                  lineFocus.beforeRemove(line.key);
                  cart.removeItem(line.product, line.variant?.id);
                }}
                extraActions={renderLineActions?.(item.product)}
              />
            ))}
          </ul>
        </section>
        <OrderSummary
          totals={totals}
          className="lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        />
        {savedList('lg:col-span-2')}
      </div>
      <CartTotalBar total={totals.total} />
    </>
  );
}
