import { useId } from 'react';
import type { CartTotals } from '@/domain/pricing';
import { cn } from '@/lib/cn';
import { type DisplayLine, OrderItems } from './order-items';
import { OrderTotals } from './order-totals';

/** The side summary on every checkout step: items with quantities, then the totals. */
export function CheckoutSummary({
  lines,
  totals,
  className,
}: {
  lines: readonly DisplayLine[];
  totals: CartTotals;
  className?: string;
}) {
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className={cn('rounded-lg border bg-muted/40 p-6', className)}>
      <h2 id={titleId} className="mb-4 text-lg font-semibold">
        Order Summary
      </h2>
      <OrderItems lines={lines} label="Items in your cart" />
      <OrderTotals totals={totals} className="mt-4 border-t pt-4" />
    </aside>
  );
}
