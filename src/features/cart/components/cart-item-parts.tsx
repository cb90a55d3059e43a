/** What a cart line (cart-line-item.tsx) and a saved item (saved-item.tsx) show alike. */
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Button } from '@/components/ui/button';
import { productPath } from '@/config/paths';
import { optionValuesText } from '@/domain/option-values';
import { cn } from '@/lib/cn';
import { itemLabel } from '../model/cart-item-text';
import type { ResolvedItem } from '../model/cart-items';
import * as words from 'virtual:lumina-messages/cart';

interface CartItemImageProps {
  item: ResolvedItem;
  /** The layout's `sizes` (components/image-sizes.ts). */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The item's thumbnail (its variant's first image, else the product's), square; none without images. */
export function CartItemImage({ item, sizes, priority, className }: CartItemImageProps) {
  if (!item.image) return null;
  return (
    <CatalogueImage
      image={item.image}
      sizes={sizes}
      priority={priority}
      className={cn('size-20 shrink-0 rounded-md bg-muted object-cover', className)}
    />
  );
}

interface CartItemNameProps {
  item: ResolvedItem;
  /** Registers the link, which receives focus when a neighbouring item leaves its list. */
  focusRef: (element: HTMLElement | null) => void;
}

/**
 * The name, linked to its product page (showing the item's variant), the option values
 * ('Colour: Oat, Size: M') and the brand.
 */
export function CartItemName({ item, focusRef }: CartItemNameProps) {
  const { product, variant, options } = item;
  return (
    <>
      <h3 className="leading-snug font-semibold">
        <Link
          ref={focusRef}
          to={productPath(product.id, variant?.id)}
          className="rounded-sm hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </h3>
      {options.length > 0 ? <p className="text-sm">{optionValuesText(options)}</p> : null}
      <p className="text-sm text-muted-foreground">{product.brand}</p>
    </>
  );
}

/** 'Out of Stock' under an item that is (nothing otherwise). */
export function OutOfStockNote({ item }: { item: ResolvedItem }) {
  return item.inStock ? null : <p className="text-sm font-medium text-destructive">{words.outOfStock}</p>;
}

/** The hidden end of a button's name: ': {name}' or ': {name} ({options})' (itemLabel). */
export function ItemLabelSuffix({ item }: { item: ResolvedItem }) {
  return <span className="sr-only">: {itemLabel(item.product.name, item.options)}</span>;
}

/** Remove, named with the item ('Remove: {name}') for screen readers. */
export function RemoveItemButton<T extends ResolvedItem>({
  item,
  onRemove,
}: {
  item: T;
  onRemove: (item: T) => void;
}) {
  return (
    <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(item)}>
      {words.remove}
      <ItemLabelSuffix item={item} />
    </Button>
  );
}
