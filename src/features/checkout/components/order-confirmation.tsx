import { CheckCircle2, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatReviewDate } from '@/data/calendar-date-text';
import { formatDeliveryWindow } from '@/data/delivery-text';
import { deliveryLabel, orderDeliveryWindow, paymentMethodLabel, type PlacedOrder } from '../model/orders';
import { AddressBlock } from './address-block';
import { OrderItems, orderDisplayLines } from './order-items';
import { OrderProgress } from './order-progress';
import { OrderTotals } from './order-totals';
import * as words from 'virtual:lumina-messages/orderConfirmation';

/**
 * The page shown after Place Order: 'Order Confirmed', the order number, its progress (Processing
 * now), the e-mail note, what was ordered, where to, how it is delivered (method, price, expected
 * dates) and how it was paid (card: last 4 digits only).
 */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="mt-2 text-muted-foreground">{words.thanks}</p>
        <p className="mt-4 text-lg">
          {words.orderNumber} <strong className="font-mono">{order.id}</strong>
        </p>
        <p className="text-sm text-muted-foreground">
          {words.placedOn({ date: formatReviewDate(order.date) })}
        </p>
      </div>

      <OrderProgress status={order.status} />

      <p className="flex items-start justify-center gap-2 rounded-md bg-muted p-4 text-sm">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {words.emailSent} <strong>{order.shipTo.email}</strong>
          {words.emailSentEnd}
        </span>
      </p>

      <div className="grid gap-4 sm:grid-cols-3">
        <section className="rounded-lg border p-4">
          <h2 className="mb-2 font-semibold">{words.shippingAddress}</h2>
          <AddressBlock address={order.shipTo} />
        </section>
        <section className="rounded-lg border p-4">
          <h2 className="mb-2 font-semibold">{words.delivery}</h2>
          <p className="text-sm">{deliveryLabel(order.totals.delivery, order.totals.shipping)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {words.arrives({ dates: formatDeliveryWindow(orderDeliveryWindow(order)) })}
          </p>
        </section>
        <section className="rounded-lg border p-4">
          <h2 className="mb-2 font-semibold">{words.paymentMethod}</h2>
          <p className="text-sm">{paymentMethodLabel(order.payment)}</p>
          {order.billTo ? (
            <div className="mt-2">
              <p className="text-sm font-medium">{words.billingAddress}</p>
              <AddressBlock address={order.billTo} showContact={false} />
            </div>
          ) : null}
        </section>
      </div>

      <section className="rounded-lg border p-4">
        <h2 className="mb-3 font-semibold">{words.items}</h2>
        <OrderItems label={words.itemsLabel} lines={orderDisplayLines(order.lines)} />
        <OrderTotals totals={order.totals} className="mt-4 border-t pt-4" />
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/products">{words.continueShopping}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/orders">{words.viewOrderHistory}</Link>
        </Button>
      </div>
    </div>
  );
}
