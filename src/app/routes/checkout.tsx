import { ShoppingBag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CatalogueUnavailable, CatalogueUnavailablePage } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { placeOrder } from '@/data/services/order-service';
import { endSession } from '@/features/auth/auth-store';
import { useAuth } from '@/features/auth/use-auth';
import { useCart } from '@/features/cart/use-cart';
import { useCartItems } from '@/features/cart/use-cart-items';
import { PendingCart } from '@/features/cart/components/pending-cart';
import { hasStoredCart, storedCartKeys } from '@/features/cart/model/cart-storage-keys';
import { checkoutUnavailableStatus, orderPlacedMessage } from '@/features/checkout/model/checkout-page-text';
import { buildPlacedOrder, type OrderDetails } from '@/features/checkout/model/orders';
import { shippingPrefillFor } from '@/features/checkout/model/shipping-prefill';
import { useOrders } from '@/features/checkout/use-orders';
import { loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/use-on-demand';
import { notify } from '@/lib/toast';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/checkoutRoute';

// The checkout's form (react-hook-form and the three steps) is not needed until the stored cart and
// its products are in: it loads alongside them, and a visit with an empty cart never downloads it
// (docs/decisions/0014-first-visit-javascript.md). It is rendered from its module once that is in
// (lib/use-on-demand.ts), so the form shows as soon as its code has run.
const loadCheckoutFlow = loadOnce(() => import('@/features/checkout/components/checkout-flow'));

export const meta = staticMeta({
  title: words.title,
  description: words.description,
  path: '/checkout',
});

function NothingToCheckout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <EmptyState
        as="h1"
        icon={<ShoppingBag />}
        title={words.nothingTitle}
        description={words.nothingDescription}
      >
        <Button asChild>
          <Link to="/products">{words.browseProducts}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/cart">{words.backToCart}</Link>
        </Button>
      </EmptyState>
    </div>
  );
}

export default function Screen() {
  const { hydrated, emptyAfterOrder } = useCart();
  const { items, ready, failed, retry } = useCartItems();
  const { user } = useAuth();
  const { addOrder, savedCardLast4, setSavedCardLast4 } = useOrders();
  const navigate = useNavigate();
  // Set once the order is placed, so the emptied cart does not flash 'No Items to Checkout'.
  const [placed, setPlaced] = useState(false);
  const prefill = useMemo(() => (user ? shippingPrefillFor(user) : null), [user]);
  // Asked for as soon as a stored cart is seen, alongside the cart's products, not after them.
  const flow = useOnDemand(loadCheckoutFlow, hasStoredCart(storedCartKeys));

  const onPlaceOrder = async (details: OrderDetails) => {
    // The details hold no card secrets: the payment's type and last 4 digits only.
    const receipt = await placeOrder({ ...details, lines: items, signedIn: !!user });
    // A backend that prices the order itself says what it charged: the record shows that.
    addOrder(buildPlacedOrder({ ...receipt, items, details }));
    if (details.saveCardLast4) setSavedCardLast4(details.saveCardLast4);
    setPlaced(true);
    emptyAfterOrder();
    notify(orderPlacedMessage(receipt.id));
    void navigate('/order-success');
  };

  const status = (text: string) => (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={words.title} />
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
    </div>
  );

  if (placed) return status(words.placedStatus);
  // The cart's products could not be loaded (offline): said as on the cart page, with Try Again.
  if (failed) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <CatalogueUnavailablePage title={words.title} onRetry={retry} />
      </div>
    );
  }
  if (!hydrated || !ready)
    return <PendingCart empty={<NothingToCheckout />} loading={status(words.loadingCart)} />;
  if (items.length === 0) return <NothingToCheckout />;

  const CheckoutFlow = flow.value?.CheckoutFlow;
  if (!CheckoutFlow) {
    // The form's code could not be downloaded (offline): said, with Try Again; the cart is kept.
    if (!flow.failed) return status(words.loadingCart);
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <PageHeader
          title={words.title}
          description={<span role="status">{checkoutUnavailableStatus}</span>}
        />
        <CatalogueUnavailable onRetry={flow.retry} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={words.title} />
      <CheckoutFlow
        items={items}
        prefill={prefill}
        onPlaceOrder={onPlaceOrder}
        onSessionExpired={endSession}
        savedCardLast4={savedCardLast4}
        onForgetSavedCard={() => setSavedCardLast4(null)}
      />
    </div>
  );
}
