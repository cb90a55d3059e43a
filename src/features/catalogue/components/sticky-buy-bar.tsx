import type * as React from 'react';
import { Price } from '@/components/price';
import * as words from 'virtual:lumina-messages/productPage';

interface StickyBuyBarProps {
  name: string;
  price: number;
  originalPrice?: number | undefined;
  /** Shown once the page's own Add to Cart has scrolled out of view; hidden (to everyone) before. */
  shown: boolean;
  /** The Add to Cart control for quantity 1 (wired by the route from the cart feature). */
  children: React.ReactNode;
}

/**
 * The phone's compact buy bar: price and Add to Cart fixed at the bottom of the screen. It is in
 * the prerendered page but `hidden` and empty until shown, so no one hears it before it appears
 * (and the page has one Add to Cart), and fixed,
 * so showing it moves nothing; the space it covers is reserved at the page's bottom from the first
 * paint by `[data-bottom-bar]` in src/app/app.css. Never drawn from md up (desktop is unchanged).
 */
export function StickyBuyBar({ name, price, originalPrice, shown, children }: StickyBuyBarProps) {
  return (
    <section
      data-buy-bar
      data-bottom-bar
      aria-label={words.buyBar({ name })}
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
    >
      {shown ? (
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <Price cents={price} originalCents={originalPrice} className="min-w-0" />
          {children}
        </div>
      ) : null}
    </section>
  );
}
