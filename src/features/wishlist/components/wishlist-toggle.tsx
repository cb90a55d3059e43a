import { Heart } from 'lucide-react';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useWishlist } from '../use-wishlist';
import * as words from 'virtual:lumina-messages/wishlistButton';

interface WishlistToggleProps {
  product: ProductSummary;
  /** 'icon' for the round heart over a card image; 'button' for the labelled product-page button. */
  variant?: 'icon' | 'button';
  className?: string;
}

/** The heart: toggles wishlist membership (with the wishlist toasts); aria-pressed tells its state. */
export function WishlistToggle({ product, variant = 'icon', className }: WishlistToggleProps) {
  const { has, toggle } = useWishlist();
  const active = has(product.id);
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={active}
        onClick={() => toggle(product)}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-accent',
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn('size-5', active && 'fill-sale text-sale')} />
        {active ? words.inWishlist : words.addToWishlist}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={words.addNamed({ name: product.name })}
      onClick={() => toggle(product)}
      className={cn(
        'relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-background/90 shadow hover:bg-background',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5', active ? 'fill-sale text-sale' : 'text-foreground')}
      />
    </button>
  );
}
