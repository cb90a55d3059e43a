import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface StepActionsProps {
  /** Omitted on the first step. */
  onPrevious?: (() => void) | undefined;
  /** The step's submit button (Next or Place Order). */
  children: React.ReactNode;
  /** True while the order is being placed. */
  busy?: boolean;
}

/** Back to Cart, Previous and the step's submit button, under every step's form. */
export function StepActions({ onPrevious, children, busy }: StepActionsProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t pt-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost">
          <Link to="/cart">
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {words.backToCart}
          </Link>
        </Button>
        {onPrevious ? (
          <Button variant="outline" onClick={onPrevious} disabled={busy}>
            {words.previous}
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
