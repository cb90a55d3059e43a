import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { money } from '@/config/market';
import { deliveryMethodNames } from '@/data/delivery-text';
import { formatMoney } from '@/domain/money';
import type { CartTotals } from '@/domain/pricing';
import { cn } from '@/lib/cn';
import { freeShippingHint } from '../model/cart-messages';
import * as words from 'virtual:lumina-messages/cart';

const taxPercent = money.taxRateBasisPoints / 100;

/**
 * Subtotal, shipping at the Standard rate ('Free' when free; faster methods are chosen at
 * checkout), tax (or, where prices include it, the VAT they contain) and total, the free-shipping hint, and the way on:
 * Proceed to Checkout and Continue Shopping.
 */
export function OrderSummary({ totals, className }: { totals: CartTotals; className?: string }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className={cn('h-fit rounded-lg border bg-background p-6 shadow-sm', className)}
    >
      <h2 id="order-summary-heading" className="text-xl font-bold">
        {words.orderSummary}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{words.subtotal({ count: totals.itemCount })}</dt>
          <dd className="font-medium tabular-nums">{formatMoney(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{words.shippingMethod({ method: deliveryMethodNames.standard })}</dt>
          <dd className="font-medium tabular-nums">
            {totals.freeShipping ? (
              <span className="text-success">{words.free}</span>
            ) : (
              formatMoney(totals.shipping)
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            {money.taxIncluded
              ? words.vatIncluded({ percent: taxPercent })
              : words.tax({ percent: taxPercent })}
          </dt>
          <dd className="font-medium tabular-nums">{formatMoney(totals.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-3 text-base font-bold">
          <dt>{words.total}</dt>
          <dd className="tabular-nums">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">{words.shippingNote}</p>
      {totals.amountToFreeShipping > 0 ? (
        <p className="mt-4 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          {freeShippingHint(totals.amountToFreeShipping)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">{words.proceedToCheckout}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/products">{words.continueShopping}</Link>
        </Button>
      </div>
    </section>
  );
}
