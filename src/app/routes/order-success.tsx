import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useOrders } from '@/features/checkout/use-orders';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'Order Confirmed',
  description: 'Your order confirmation.',
  path: '/order-success',
  noindex: true,
});

export default function Screen() {
  const { lastOrder } = useOrders();
  if (!lastOrder) {
    return (
      <EmptyState
        as="h1"
        icon={<PackageSearch />}
        title="No Recent Order"
        description="You haven't placed an order during this visit, so there is nothing to confirm yet."
      >
        <Button asChild>
          <Link to="/products">Browse Products</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/orders">View Order History</Link>
        </Button>
      </EmptyState>
    );
  }
  return <OrderConfirmation order={lastOrder} />;
}
