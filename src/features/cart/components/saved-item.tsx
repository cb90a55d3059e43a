import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import { Price } from '@/components/price';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { CartItemName } from './cart-item-name';

interface SavedItemProps {
  product: ProductSummary;
  focusRef: (element: HTMLElement | null) => void;
  onMoveToCart: (product: ProductSummary) => void;
  onRemove: (product: ProductSummary) => void;
}

/** A saved-for-later product: image, name (link), brand, price, Move to Cart and Remove. */
export function SavedItem({ product, focusRef, onMoveToCart, onRemove }: SavedItemProps) {
  const image = product.images[0];
  return (
    <li className="flex gap-4 py-4">
      {image ? (
        <CatalogueImage
          image={image}
          sizes={imageSizes.savedItem}
          className="size-20 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <CartItemName product={product} focusRef={focusRef} />
          <Price cents={product.price} originalCents={product.originalPrice} size="sm" />
          {!product.inStock ? <p className="text-sm font-medium text-destructive">Out of Stock</p> : null}
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
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(product)}>
            Remove<span className="sr-only">: {product.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
