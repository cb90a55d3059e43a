import { X } from 'lucide-react';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/wishlist';

interface RemoveFromWishlistButtonProps {
  product: ProductSummary;
  onRemove: (product: ProductSummary) => void;
  /** Registers the button as a focus target when a neighbouring card is removed. */
  focusRef?: (element: HTMLElement | null) => void;
}

/**
 * The round remove button over a wishlist card: shown on hover and whenever the card holds keyboard
 * focus, and always on touch screens (no hover there).
 */
export function RemoveFromWishlistButton({ product, onRemove, focusRef }: RemoveFromWishlistButtonProps) {
  return (
    <button
      ref={focusRef}
      type="button"
      aria-label={words.removeNamed({ name: product.name })}
      onClick={() => onRemove(product)}
      className="relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-background/90 text-foreground opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-background focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
