/** Cart toasts and hints, exactly as docs/shop-rules.md (Cart, Money) writes them. */
import { limits } from '@/config/shop';
import { formatMoney } from '@/domain/money';
import type { ToastText } from '@/domain/toast-text';

export function addedToCartMessage(name: string): ToastText {
  return { title: 'Added to cart', description: `${name} has been added to your cart` };
}

export function increasedQuantityMessage(name: string): ToastText {
  return { title: 'Updated cart', description: `Increased quantity of ${name}` };
}

/** The shop's own: an add that would pass limits.maxQuantity changes nothing. */
export function quantityLimitMessage(name: string): ToastText {
  return {
    title: 'Quantity limit reached',
    description: `You can have at most ${limits.maxQuantity} of ${name} in your cart`,
  };
}

export function removedFromCartMessage(name: string): ToastText {
  return { title: 'Removed from cart', description: `${name} has been removed` };
}

export function cartClearedMessage(): ToastText {
  return { title: 'Cart cleared', description: 'All items have been removed from your cart' };
}

export function savedForLaterMessage(name: string): ToastText {
  return { title: 'Saved for later', description: `${name} has been saved for later` };
}

/** The shop's own toast (docs/shop-rules.md, Cart). */
export function movedToCartMessage(name: string): ToastText {
  return { title: 'Moved to cart', description: `${name} has been moved to your cart` };
}

/** The shop's own toast (docs/shop-rules.md, Cart). */
export function removedSavedMessage(name: string): ToastText {
  return {
    title: 'Removed from saved items',
    description: `${name} has been removed from your saved items`,
  };
}

/** The Order Summary hint while shipping is not free: 'Add $10.01 more for free shipping'. */
export function freeShippingHint(amountToFreeShippingCents: number): string {
  return `Add ${formatMoney(amountToFreeShippingCents)} more for free shipping`;
}
