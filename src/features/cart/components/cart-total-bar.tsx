import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/domain/money';
import * as words from 'virtual:lumina-messages/cart';

/**
 * The cart's total and a Checkout link fixed at the bottom of a phone's screen, so both are on the
 * first screen whatever the number of lines. Fixed, so it shifts nothing; the page reserves its
 * height at the bottom (`[data-bottom-bar]` in src/app/app.css). Never drawn from md up.
 */
export function CartTotalBar({ total }: { total: number }) {
  return (
    <section
      data-bottom-bar
      aria-label={words.cartTotal}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-muted-foreground">{words.total}</span>
          <span className="text-lg font-bold tabular-nums">{formatMoney(total)}</span>
        </p>
        <Button asChild size="lg">
          <Link to="/checkout">{words.checkout}</Link>
        </Button>
      </div>
    </section>
  );
}
