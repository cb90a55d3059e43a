import { money } from '@/config/market';
import { deliveryMethodNames } from '@/data/delivery-text';
import { formatMoney } from '@/domain/money';
import type { CartTotals } from '@/domain/pricing';
import { cn } from '@/lib/cn';
import { shippingPriceText } from '../model/orders';
import * as words from 'virtual:lumina-messages/orderDetails';

/**
 * Subtotal, shipping with its method ('Shipping (Express)'; Standard is 'Free' above the
 * threshold), tax (or the VAT the prices contain) and total, as a description list.
 */
export function OrderTotals({ totals, className }: { totals: CartTotals; className?: string }) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{words.subtotal}</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {words.shippingMethod({ method: deliveryMethodNames[totals.delivery] })}
        </dt>
        <dd>{shippingPriceText(totals.shipping)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          {money.taxIncluded ? words.vatIncluded({ percent: money.taxRateBasisPoints / 100 }) : words.tax}
        </dt>
        <dd>{formatMoney(totals.tax)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>{words.total}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
