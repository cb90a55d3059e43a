import type { ProductSummary } from '@/domain/types';
import { SavedItem } from './saved-item';

interface SavedForLaterProps {
  products: readonly ProductSummary[];
  focusRef: (productId: string) => (element: HTMLElement | null) => void;
  onMoveToCart: (product: ProductSummary) => void;
  onRemove: (product: ProductSummary) => void;
  className?: string;
}

/** The 'Saved for Later' list under the cart. */
export function SavedForLater({ products, focusRef, onMoveToCart, onRemove, className }: SavedForLaterProps) {
  return (
    <section aria-labelledby="saved-for-later-heading" className={className}>
      <h2 id="saved-for-later-heading" className="text-xl font-bold">
        Saved for Later ({products.length})
      </h2>
      <ul className="mt-2 divide-y">
        {products.map((product) => (
          <SavedItem
            key={product.id}
            product={product}
            focusRef={focusRef(product.id)}
            onMoveToCart={onMoveToCart}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
}
