import { expect, test } from 'vitest';
import { DeliveryPriceChanged, OrderRefused, PriceChanged } from '@/data/services/service-errors';
import { orderFailedMessage } from './checkout-text';
import { orderNotPlacedMessage } from './order-refusal-text';

test('a sold-out item is named, with the cart as the way on', () => {
  expect(orderNotPlacedMessage(new OrderRefused('ProGrip Yoga Mat'))).toEqual({
    title: 'Sold Out',
    description: 'ProGrip Yoga Mat has just sold out. Remove it from your cart, then place your order.',
    toCart: { label: 'Go to Cart' },
  });
});

test('a changed price names the item and its new price, with the cart as a way on', () => {
  expect(orderNotPlacedMessage(new PriceChanged('ProGrip Yoga Mat', 4250))).toEqual({
    title: 'Price Changed',
    description:
      'ProGrip Yoga Mat now costs $42.50. Place your order again to buy it at this price, or remove it from your cart.',
    toCart: { label: 'Go to Cart' },
  });
});

test('a changed delivery price names the method and its new price; the way on is the same press or another method', () => {
  expect(orderNotPlacedMessage(new DeliveryPriceChanged('next_day', 2499))).toEqual({
    title: 'Delivery Price Changed',
    description:
      'Next-Day delivery now costs $24.99. Place your order again to pay this price, or choose another delivery method.',
  });
});

test('an unreachable shop says nothing was ordered; anything else is Order Failed', () => {
  expect(orderNotPlacedMessage(new TypeError('Failed to fetch'))).toEqual({
    title: 'Order Not Placed',
    description:
      'The shop could not be reached, so nothing was ordered or charged. Your cart is kept: please try again.',
  });
  expect(orderNotPlacedMessage(new Error('PAYMENT_DECLINED'))).toBe(orderFailedMessage);
  expect(orderNotPlacedMessage('odd')).toBe(orderFailedMessage);
});
