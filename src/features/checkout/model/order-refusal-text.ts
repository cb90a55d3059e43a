/**
 * Why an order was not placed, as the review step says it (docs/shop-rules.md, Checkout): an item
 * sold out since the page was built (named, with the cart as the way on), an item whose price
 * changed since (named with its new price; the cart, or the same press again), the delivery
 * method's price changed since (its new price; the same press again, or another method), the session ended on the
 * server (signed out: sign in again), the shop out of reach
 * (nothing ordered, the cart kept), or anything else ('Order Failed').
 */
import type { ToastText } from '@/domain/toast-text';
import { deliveryMethodNames } from '@/data/delivery-text';
import {
  DeliveryPriceChanged,
  OrderRefused,
  PriceChanged,
  SessionExpired,
} from '@/data/services/service-errors';
import { formatMoney } from '@/domain/money';
import { orderFailedMessage } from './checkout-text';
import * as words from 'virtual:lumina-messages/orderRefusals';

export interface RefusalToast extends ToastText {
  /** Set for a sold-out item or a changed price: the cart, where it can be removed. */
  toCart?: { label: string };
}

export function orderNotPlacedMessage(error: unknown): RefusalToast {
  if (error instanceof OrderRefused)
    return {
      title: words.soldOutTitle,
      description: words.soldOutDescription({ name: error.soldOutItem }),
      toCart: { label: words.goToCart },
    };
  if (error instanceof PriceChanged)
    return {
      title: words.priceChangedTitle,
      description: words.priceChangedDescription({ name: error.item, price: formatMoney(error.price) }),
      toCart: { label: words.goToCart },
    };
  if (error instanceof DeliveryPriceChanged)
    return {
      title: words.deliveryPriceChangedTitle,
      description: words.deliveryPriceChangedDescription({
        method: deliveryMethodNames[error.method],
        price: formatMoney(error.price),
      }),
    };
  if (error instanceof SessionExpired)
    return { title: words.sessionExpiredTitle, description: words.sessionExpiredDescription };
  // fetch rejects with a TypeError when the server cannot be reached (or answered 5xx: shop-api.ts).
  if (error instanceof TypeError)
    return { title: words.unreachableTitle, description: words.unreachableDescription };
  return orderFailedMessage;
}
