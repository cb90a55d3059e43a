import type * as React from 'react';
import { imageSizes } from '@/components/image-sizes';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Button } from '@/components/ui/button';
import { limits } from '@/config/shop';
import { formatMoney } from '@/domain/money';
import { itemLabel } from '../model/cart-item-text';
import type { CartItem } from '../use-cart-items';
import {
  CartItemImage,
  CartItemName,
  ItemLabelSuffix,
  OutOfStockNote,
  RemoveItemButton,
} from './cart-item-parts';
import * as words from 'virtual:lumina-messages/cart';

interface CartLineItemProps {
  item: CartItem;
  /** Registers the element that receives focus when a neighbouring line leaves the cart. */
  focusRef: (element: HTMLElement | null) => void;
  /** Eager image for the first lines. */
  priority: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onSaveForLater: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
  /** Extra line actions wired in by the route (e.g. Add to Wishlist). */
  extraActions?: React.ReactNode;
}

/**
 * One cart line: image (the variant's), name (link to the variant), option values, brand, unit
 * price (the variant's), quantity stepper (0 removes, cap 99), Save for Later, Remove and the line
 * total.
 */
export function CartLineItem({
  item,
  focusRef,
  priority,
  onQuantityChange,
  onSaveForLater,
  onRemove,
  extraActions,
}: CartLineItemProps) {
  const { quantity, lineTotal } = item;
  return (
    <li className="flex gap-4 py-6 first:pt-0">
      <CartItemImage item={item} sizes={imageSizes.cartLine} priority={priority} className="sm:size-28" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 flex-1">
            <CartItemName item={item} focusRef={focusRef} />
            <p className="text-sm">
              <span className="sr-only">{words.unitPrice} </span>
              {words.each({ price: formatMoney(item.price) })}
            </p>
            <OutOfStockNote item={item} />
          </div>
          <p className="shrink-0 text-lg font-bold tabular-nums">
            <span className="sr-only">{words.lineTotal} </span>
            {formatMoney(lineTotal)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <QuantityStepper
            value={quantity}
            onChange={(next) => onQuantityChange(item, next)}
            min={0}
            // An out-of-stock line (restored from storage) can only go down.
            max={item.inStock ? limits.maxQuantity : quantity}
            label={words.quantityOf({ item: itemLabel(item.product.name, item.options) })}
          />
          <Button variant="ghost" size="sm" onClick={() => onSaveForLater(item)}>
            {words.saveForLater}
            <ItemLabelSuffix item={item} />
          </Button>
          {extraActions}
          <RemoveItemButton item={item} onRemove={onRemove} />
        </div>
      </div>
    </li>
  );
}
