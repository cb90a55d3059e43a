import { expect, test } from 'vitest';
import { benefits, freeShippingThresholdText } from './home-text';

test('the four promises of the home page, with the free-shipping threshold from the money rules', () => {
  expect(freeShippingThresholdText()).toBe('$50');
  expect(benefits().map((b) => [b.title, b.text])).toEqual([
    ['Free Shipping', 'On orders over $50'],
    ['Secure Payment', 'Your payment details stay safe'],
    ['30-Day Returns', 'Easy returns within 30 days'],
    ['24/7 Support', 'Here whenever you need us'],
  ]);
});
