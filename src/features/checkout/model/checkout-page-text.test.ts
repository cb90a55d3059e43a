import { expect, test } from 'vitest';
import { checkoutUnavailableStatus, orderPlacedMessage } from './checkout-page-text';

test("the checkout page's own words: the placed order's toast and the status without the form", () => {
  expect(orderPlacedMessage('ORD-12345678')).toEqual({
    title: 'Order placed!',
    description: 'Your order ORD-12345678 has been placed.',
  });
  expect(checkoutUnavailableStatus).toBe('The checkout could not be loaded');
});
