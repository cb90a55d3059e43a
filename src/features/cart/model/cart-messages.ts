/** Cart toasts and hints, exactly as docs/shop-rules.md (Cart, Money) writes them; messages/'s words. */
import { limits } from '@/config/shop';
import { formatMoney } from '@/domain/money';
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/cartToasts';

export function addedToCartMessage(name: string): ToastText {
  return { title: words.addedTitle, description: words.addedDescription({ name }) };
}

export function increasedQuantityMessage(name: string): ToastText {
  return { title: words.increasedTitle, description: words.increasedDescription({ name }) };
}

/** The shop's own: an add that would pass limits.maxQuantity changes nothing. */
export function quantityLimitMessage(name: string): ToastText {
  return {
    title: words.limitTitle,
    description: words.limitDescription({ max: limits.maxQuantity, name }),
  };
}

export function removedFromCartMessage(name: string): ToastText {
  return { title: words.removedTitle, description: words.removedDescription({ name }) };
}

export function cartClearedMessage(): ToastText {
  return { title: words.clearedTitle, description: words.clearedDescription };
}

export function savedForLaterMessage(name: string): ToastText {
  return { title: words.savedTitle, description: words.savedDescription({ name }) };
}

/** The shop's own toast (docs/shop-rules.md, Cart). */
export function movedToCartMessage(name: string): ToastText {
  return { title: words.movedTitle, description: words.movedDescription({ name }) };
}

/** The shop's own toast (docs/shop-rules.md, Cart). */
export function removedSavedMessage(name: string): ToastText {
  return { title: words.removedSavedTitle, description: words.removedSavedDescription({ name }) };
}

/** The Order Summary hint while shipping is not free: 'Add $10.01 more for free shipping'. */
export function freeShippingHint(amountToFreeShippingCents: number): string {
  return words.freeShippingHint({ amount: formatMoney(amountToFreeShippingCents) });
}
