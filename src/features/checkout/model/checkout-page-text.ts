/**
 * What the checkout page itself says (docs/shop-rules.md, Checkout): the toast once the order is
 * placed, and the status line when its form could not be downloaded. Apart from the form's words
 * (checkout-text.ts), which load with the form: a first visit's download holds only these.
 */
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/checkoutPage';

/** The checkout's status line when its form could not be downloaded (offline). */
export const checkoutUnavailableStatus = words.unavailableStatus;

export function orderPlacedMessage(orderNumber: string): ToastText {
  return { title: words.orderPlacedTitle, description: words.orderPlacedDescription({ orderNumber }) };
}
