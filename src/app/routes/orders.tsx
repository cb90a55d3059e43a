import { PageHeader } from '@/components/page-header';
import { getSampleOrders } from '@/data/content-repository';
import { useAuth } from '@/features/auth/use-auth';
import { OrderHistory } from '@/features/checkout/components/order-history';
import { expireSession } from '@/features/auth/expire-session';
import { useCustomerOrders } from '@/features/checkout/use-customer-orders';
import { useOrders } from '@/features/checkout/use-orders';
import type { Route } from './+types/orders';
import { staticMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/ordersRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description,
  path: '/orders',
  noindex: true,
});

/** Build time only: the sample orders travel in the page (and its .data file for a client navigation). */
export function loader() {
  return { sampleOrders: getSampleOrders() };
}

export const clientLoader = prerenderedData<typeof loader>('routes/orders');

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { orders } = useOrders();
  const { user } = useAuth();
  const earlier = useCustomerOrders(user !== null, loaderData.sampleOrders, expireSession);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={words.title} description={words.lead} />
      <OrderHistory orders={orders} sampleOrders={earlier} signedIn={user !== null} />
    </div>
  );
}
