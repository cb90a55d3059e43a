/** What a cart line (cart-line-item.tsx) and a saved item (saved-item.tsx) show alike. */
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Button } from '@/components/ui/button';
import { productPath } from '@/config/paths';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';

interface CartItemImageProps {
  product: ProductSummary;
  /** The layout's `sizes` (components/image-sizes.ts). */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The product's first image as a square thumbnail (nothing for a product without images). */
export function CartItemImage({ product, sizes, priority, className }: CartItemImageProps) {
  const image = product.images[0];
  if (!image) return null;
  return (
    <CatalogueImage
      image={image}
      sizes={sizes}
      priority={priority}
      className={cn('size-20 shrink-0 rounded-md bg-muted object-cover', className)}
    />
  );
}

interface CartItemNameProps {
  product: ProductSummary;
  /** Registers the link, which receives focus when a neighbouring item leaves its list. */
  focusRef: (element: HTMLElement | null) => void;
}

/** The name, linked to its product page, and the brand. */
export function CartItemName({ product, focusRef }: CartItemNameProps) {
  return (
    <>
      <h3 className="leading-snug font-semibold">
        <Link
          ref={focusRef}
          to={productPath(product.id)}
          className="rounded-sm hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{product.brand}</p>
    </>
  );
}

/** 'Out of Stock' under an item that is (nothing otherwise). */
export function OutOfStockNote({ product }: { product: ProductSummary }) {
  return product.inStock ? null : <p className="text-sm font-medium text-destructive">Out of Stock</p>;
}

/** Remove, named with the product ('Remove: {name}') for screen readers. */
export function RemoveItemButton({
  product,
  onRemove,
}: {
  product: ProductSummary;
  onRemove: (product: ProductSummary) => void;
}) {
  return (
    <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(product)}>
      Remove<span className="sr-only">: {product.name}</span>
    </Button>
  );
}
