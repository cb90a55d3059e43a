import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useOrders } from '@/features/checkout/use-orders';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/orderSuccessRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description,
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
        title={words.noOrderTitle}
        description={words.noOrderDescription}
      >
        <Button asChild>
          <Link to="/products">{words.browseProducts}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/orders">{words.viewOrderHistory}</Link>
        </Button>
      </EmptyState>
    );
  }
  return <OrderConfirmation order={lastOrder} />;
}
