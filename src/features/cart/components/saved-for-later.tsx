import type { SavedCartItem } from '../use-cart-items';
import { SavedItem } from './saved-item';
import * as words from 'virtual:lumina-messages/cart';

interface SavedForLaterProps {
  items: readonly SavedCartItem[];
  /** Registers an item's focus target, by its key. */
  focusRef: (key: string) => (element: HTMLElement | null) => void;
  onMoveToCart: (item: SavedCartItem) => void;
  onRemove: (item: SavedCartItem) => void;
  className?: string;
}

/** The 'Saved for Later' list under the cart. */
export function SavedForLater({ items, focusRef, onMoveToCart, onRemove, className }: SavedForLaterProps) {
  return (
    <section aria-labelledby="saved-for-later-heading" className={className}>
      <h2 id="saved-for-later-heading" className="text-xl font-bold">
        {words.savedHeading({ count: items.length })}
      </h2>
      <ul className="mt-2 divide-y">
        {items.map((item) => (
          <SavedItem
            key={item.key}
            item={item}
            focusRef={focusRef(item.key)}
            onMoveToCart={onMoveToCart}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
}
