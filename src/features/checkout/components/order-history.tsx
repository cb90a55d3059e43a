import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { formatReviewDate } from '@/data/calendar-date-text';
import { formatMoney } from '@/domain/money';
import type { OrderSummary } from '@/domain/types';
import { deliveryLabel, itemCountText, orderHistoryRows, type PlacedOrder } from '../model/orders';
import { OrderItems, orderDisplayLines } from './order-items';
import { OrderStatusBadge } from './order-status-badge';
import * as words from 'virtual:lumina-messages/orderHistory';

interface OrderHistoryProps {
  /** Orders placed in this session (useOrders().orders). */
  orders?: readonly PlacedOrder[];
  /** The sample order history (getSampleOrders()), listed after them when signed in. */
  sampleOrders?: readonly OrderSummary[];
  signedIn?: boolean;
  /** Level of each order's heading: 'h2' under a page h1, 'h3' inside a titled tab. */
  headingLevel?: 'h2' | 'h3';
}

const loginForOrders = `/login?redirect=${encodeURIComponent('/orders')}`;

/**
 * The order history shared by /orders and the account page's Orders tab: number, date, status,
 * item count, delivery method with its price and total of each order, this session's first (newest
 * first, with their items).
 */
export function OrderHistory({
  orders = [],
  sampleOrders = [],
  signedIn = false,
  headingLevel: Heading = 'h2',
}: OrderHistoryProps) {
  const rows = orderHistoryRows(orders, sampleOrders, signedIn);
  // This visit's orders also list their items (with each line's options); the samples keep none.
  const placedLines = new Map(orders.map((order) => [order.id, order.lines]));

  if (rows.length === 0) {
    return (
      <EmptyState
        as={Heading}
        icon={<Package />}
        title={words.emptyTitle}
        description={signedIn ? words.emptySignedIn : words.emptyGuest}
      >
        <Button asChild>
          <Link to="/products">{words.startShopping}</Link>
        </Button>
        {signedIn ? null : (
          <Button asChild variant="outline">
            <Link to={loginForOrders}>{words.logIn}</Link>
          </Button>
        )}
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      {signedIn ? null : (
        <p className="text-sm text-muted-foreground">
          {words.visitOnly}{' '}
          <Link to={loginForOrders} className="font-medium text-primary underline underline-offset-4">
            {words.visitLogIn}
          </Link>{' '}
          {words.visitLogInEnd}
        </p>
      )}
      <ul aria-label={words.listLabel} className="grid gap-4">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border p-4 shadow-sm sm:p-6">
            <article aria-label={words.orderLabel({ id: row.id })}>
              <Heading className="font-mono text-lg font-semibold">{row.id}</Heading>
              <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-5">
                <div>
                  <dt className="text-muted-foreground">{words.date}</dt>
                  <dd className="font-medium">{formatReviewDate(row.date)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{words.status}</dt>
                  <dd>
                    <OrderStatusBadge status={row.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{words.items}</dt>
                  <dd className="font-medium">{itemCountText(row.items)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{words.delivery}</dt>
                  <dd className="font-medium">{deliveryLabel(row.delivery, row.shipping)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{words.total}</dt>
                  <dd className="font-medium">{formatMoney(row.total)}</dd>
                </div>
              </dl>
              {placedLines.has(row.id) ? (
                <OrderItems
                  lines={orderDisplayLines(placedLines.get(row.id) ?? [])}
                  label={words.itemsLabel({ id: row.id })}
                  className="mt-4 border-t pt-4"
                />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
