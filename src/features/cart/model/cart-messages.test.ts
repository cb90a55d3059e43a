import { expect, test } from 'vitest';
import {
  addedToCartMessage,
  cartClearedMessage,
  freeShippingHint,
  increasedQuantityMessage,
  movedToCartMessage,
  quantityLimitMessage,
  removedFromCartMessage,
  removedSavedMessage,
  savedForLaterMessage,
} from './cart-messages';

test('cart toasts use the texts of the shop rules exactly', () => {
  expect(increasedQuantityMessage('Yoga Mat')).toEqual({
    title: 'Updated cart',
    description: 'Increased quantity of Yoga Mat',
  });
  expect(addedToCartMessage('Yoga Mat')).toEqual({
    title: 'Added to cart',
    description: 'Yoga Mat has been added to your cart',
  });
  expect(removedFromCartMessage('Yoga Mat')).toEqual({
    title: 'Removed from cart',
    description: 'Yoga Mat has been removed',
  });
  expect(cartClearedMessage()).toEqual({
    title: 'Cart cleared',
    description: 'All items have been removed from your cart',
  });
  expect(savedForLaterMessage('Yoga Mat')).toEqual({
    title: 'Saved for later',
    description: 'Yoga Mat has been saved for later',
  });
});

test('the toasts the shop adds of its own', () => {
  expect(movedToCartMessage('Yoga Mat')).toEqual({
    title: 'Moved to cart',
    description: 'Yoga Mat has been moved to your cart',
  });
  expect(removedSavedMessage('Yoga Mat')).toEqual({
    title: 'Removed from saved items',
    description: 'Yoga Mat has been removed from your saved items',
  });
  expect(quantityLimitMessage('Yoga Mat')).toEqual({
    title: 'Quantity limit reached',
    description: 'You can have at most 99 of Yoga Mat in your cart',
  });
});

test('the free shipping hint names the amount still needed', () => {
  expect(freeShippingHint(1001)).toBe('Add $10.01 more for free shipping');
  expect(freeShippingHint(1)).toBe('Add $0.01 more for free shipping');
});
