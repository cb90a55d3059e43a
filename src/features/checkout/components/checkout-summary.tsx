import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney } from '@/domain/money';
import type { CartTotals } from '@/domain/pricing';
import { cn } from '@/lib/cn';
import { type DisplayLine, OrderItems } from './order-items';
import { OrderTotals } from './order-totals';
import * as words from 'virtual:lumina-messages/checkoutForm';

/**
 * The summary on every checkout step: items with quantities, then the totals. Beside the steps
 * from lg; above them on smaller screens, folded to one bar with the order total and a Show/Hide
 * button, so the total is on a phone's first screen at every step.
 */
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
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <aside aria-labelledby={titleId} className={cn('rounded-lg border bg-muted/40 p-4 lg:p-6', className)}>
      <div className="flex items-center justify-between gap-3 lg:mb-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {words.summaryTitle}
          </h2>
          <p className="font-semibold tabular-nums lg:hidden">
            {words.summaryTotal({ total: formatMoney(totals.total) })}
          </p>
        </div>
        <button
          type="button"
          aria-label={open ? words.hideDetailsLabel : words.showDetailsLabel}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
          className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline lg:hidden"
        >
          {open ? words.hideDetails : words.showDetails}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <div id={detailsId} className={cn('max-lg:mt-4', !open && 'max-lg:hidden')}>
        <OrderItems lines={lines} label={words.summaryItemsLabel} />
        <OrderTotals totals={totals} className="mt-4 border-t pt-4" />
      </div>
    </aside>
  );
}
