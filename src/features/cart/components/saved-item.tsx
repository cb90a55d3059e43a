import { imageSizes } from '@/components/image-sizes';
import { Price } from '@/components/price';
import { Button } from '@/components/ui/button';
import type { SavedCartItem } from '../use-cart-items';
import {
  CartItemImage,
  CartItemName,
  ItemLabelSuffix,
  OutOfStockNote,
  RemoveItemButton,
} from './cart-item-parts';
import * as words from 'virtual:lumina-messages/cart';

interface SavedItemProps {
  item: SavedCartItem;
  focusRef: (element: HTMLElement | null) => void;
  onMoveToCart: (item: SavedCartItem) => void;
  onRemove: (item: SavedCartItem) => void;
}

/**
 * A saved-for-later item: image, name (link), option values, brand, price (the variant's), Move to
 * Cart and Remove.
 */
export function SavedItem({ item, focusRef, onMoveToCart, onRemove }: SavedItemProps) {
  return (
    <li className="flex gap-4 py-4">
      <CartItemImage item={item} sizes={imageSizes.savedItem} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <CartItemName item={item} focusRef={focusRef} />
          <Price cents={item.price} originalCents={item.originalPrice} size="sm" />
          <OutOfStockNote item={item} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={!item.inStock} onClick={() => onMoveToCart(item)}>
            {words.moveToCart}
            <ItemLabelSuffix item={item} />
          </Button>
          <RemoveItemButton item={item} onRemove={onRemove} />
        </div>
      </div>
    </li>
  );
}
