import { imageSizes } from '@/components/image-sizes';
import { Price } from '@/components/price';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { CartItemImage, CartItemName, OutOfStockNote, RemoveItemButton } from './cart-item-parts';

interface SavedItemProps {
  product: ProductSummary;
  focusRef: (element: HTMLElement | null) => void;
  onMoveToCart: (product: ProductSummary) => void;
  onRemove: (product: ProductSummary) => void;
}

/** A saved-for-later product: image, name (link), brand, price, Move to Cart and Remove. */
export function SavedItem({ product, focusRef, onMoveToCart, onRemove }: SavedItemProps) {
  return (
    <li className="flex gap-4 py-4">
      <CartItemImage product={product} sizes={imageSizes.savedItem} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <CartItemName product={product} focusRef={focusRef} />
          <Price cents={product.price} originalCents={product.originalPrice} size="sm" />
          <OutOfStockNote product={product} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!product.inStock}
            onClick={() => onMoveToCart(product)}
          >
            Move to Cart<span className="sr-only">: {product.name}</span>
          </Button>
          <RemoveItemButton product={product} onRemove={onRemove} />
        </div>
      </div>
    </li>
  );
}
